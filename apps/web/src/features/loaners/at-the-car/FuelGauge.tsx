import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { FUEL_LEVELS, fuelMark, fuelWords } from './fuel';

type Props = {
  label: string;
  value: number | null;
  onChange: (eighths: number) => void;
  error?: ReactNode;
};

/**
 * The fuel gauge read off the car, in eighths: a row of nine marks (E to F) that fills up to the
 * level chosen. Each mark is a radio button, so a tap picks it and the arrow keys move along it.
 */
export function FuelGauge({ label, value, onChange, error }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  const [focused, setFocused] = useState<number | null>(null);
  return (
    <Box
      component="fieldset"
      p={0}
      m={0}
      style={{ border: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <Text component="legend" size="sm" fw={500} mb={4}>
        {label}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <Box style={{ display: 'flex', gap: 4 }}>
        {FUEL_LEVELS.map((eighths) => {
          const filled = value !== null && eighths <= value;
          const chosen = value === eighths;
          return (
            <Box
              key={eighths}
              component="label"
              style={{ flex: 1, minWidth: 0, cursor: 'pointer', textAlign: 'center' }}
            >
              <VisuallyHidden>
                <input
                  type="radio"
                  name={name}
                  value={eighths}
                  checked={chosen}
                  onChange={() => onChange(eighths)}
                  onFocus={() => setFocused(eighths)}
                  onBlur={() => setFocused(null)}
                  aria-label={fuelWords(eighths) ?? undefined}
                />
              </VisuallyHidden>
              <Box
                aria-hidden
                h={44}
                style={{
                  borderRadius: 4,
                  background: filled
                    ? `var(--mantine-color-${eighths <= 1 ? 'red' : eighths <= 3 ? 'yellow' : 'teal'}-${chosen ? 7 : 5})`
                    : 'var(--mantine-color-default-hover)',
                  border: '1px solid var(--mantine-color-default-border)',
                  outline:
                    focused === eighths
                      ? '2px solid var(--mantine-primary-color-filled)'
                      : undefined,
                  outlineOffset: 2,
                }}
              />
              <Text aria-hidden size="sm" fw={chosen ? 700 : 400} mt={2}>
                {fuelMark(eighths)}
              </Text>
            </Box>
          );
        })}
      </Box>
      <Text size="sm" c="dimmed" aria-live="polite">
        {value === null ? 'Tap the level the gauge shows.' : `Fuel: ${fuelWords(value)}`}
      </Text>
      {error && (
        <Text id={errorId} size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
