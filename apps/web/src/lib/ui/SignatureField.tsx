import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import SignaturePad from 'signature_pad';

type Props = {
  /** The signature as a PNG data URL once drawn; null while the pad is empty or cleared. */
  onChange: (signature: string | null) => void;
  error?: ReactNode;
  /** Whose signature it is, in the label (the customer's at a check-out). */
  label?: string;
};

const HEIGHT = 180;

/**
 * A signature drawn on the screen with a finger, a pen or the mouse; Clear starts again (the
 * customer's at a check-out or by the e-mailed link, the inspector's after an inspection).
 */
export function SignatureField({ onChange, error, label = 'Customer’s signature' }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const id = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at the screen's pixel density, so the signature is sharp on a phone.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = (canvas.offsetWidth || 300) * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)' });
    pad.addEventListener('endStroke', () =>
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png')),
    );
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      <Text id={`${id}-label`} size="sm" fw={500} mb={4}>
        {label}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <Paper
        withBorder
        radius="md"
        style={{
          overflow: 'hidden',
          borderColor: error ? 'var(--mantine-color-error)' : undefined,
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none' }}
        />
      </Paper>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text id={`${id}-hint`} size="xs" c="dimmed">
          Sign inside the box with a finger or the mouse.
        </Text>
        <Button
          size="xs"
          variant="default"
          // The hint wraps on a phone; the button keeps its whole label.
          style={{ flexShrink: 0 }}
          onClick={clear}
          leftSection={<IconEraser size={14} aria-hidden />}
        >
          Clear signature
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
