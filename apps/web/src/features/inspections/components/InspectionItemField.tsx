import type { InspectionItem } from '@fleetdesk/contract/inspections';
import {
  Button,
  FileButton,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useId, useRef } from 'react';

/** What the inspector has answered for one item. */
export type Answer = {
  passed: boolean | null;
  value: string;
  note: string;
  photo: { id: number; name: string } | null;
  uploading: boolean;
};
export const NO_ANSWER: Answer = {
  passed: null,
  value: '',
  note: '',
  photo: null,
  uploading: false,
};

type Props = {
  item: InspectionItem;
  answer: Answer;
  onChange: (answer: Answer) => void;
  onPhoto: (file: File) => void;
  missing: boolean;
};

/**
 * One item as it is answered on a phone: pass or fail as two big buttons (a failed one asks for a
 * note and a photo), a number, a text, or a photo from the camera.
 */
export function InspectionItemField({ item, answer, onChange, onPhoto, missing }: Props) {
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const set = (change: Partial<Answer>) => onChange({ ...answer, ...change });
  const failed = item.kind === 'pass_fail' && answer.passed === false;
  const camera = (label: string) => (
    <FileButton
      accept="image/*"
      capture="environment"
      resetRef={resetRef}
      onChange={(file) => {
        resetRef.current?.();
        if (file) onPhoto(file);
      }}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          size="md"
          loading={answer.uploading}
          leftSection={
            answer.photo ? (
              <IconCheck size={18} aria-hidden />
            ) : (
              <IconCamera size={18} aria-hidden />
            )
          }
        >
          {answer.photo ? 'Retake photo' : label}
        </Button>
      )}
    </FileButton>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-labelledby={`${id}-label`}
      style={{
        borderColor: missing
          ? 'var(--mantine-color-error)'
          : failed
            ? 'var(--mantine-color-red-6)'
            : undefined,
      }}
    >
      <Stack gap="xs">
        <Text id={`${id}-label`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.label}
          {item.required && (
            <Text span c="red" aria-hidden>
              {' '}
              *
            </Text>
          )}
        </Text>
        {item.kind === 'pass_fail' && (
          <SegmentedControl
            fullWidth
            size="md"
            aria-labelledby={`${id}-label`}
            color={answer.passed === false ? 'red' : 'green'}
            data={[
              { value: 'pass', label: 'Pass' },
              { value: 'fail', label: 'Fail' },
            ]}
            value={answer.passed === null ? '' : answer.passed ? 'pass' : 'fail'}
            onChange={(v) => set({ passed: v === 'pass' })}
          />
        )}
        {item.kind === 'number' && (
          <NumberInput
            aria-labelledby={`${id}-label`}
            size="md"
            hideControls
            inputMode="decimal"
            value={answer.value}
            onChange={(v) => set({ value: String(v) })}
          />
        )}
        {item.kind === 'text' && (
          <Textarea
            aria-labelledby={`${id}-label`}
            autosize
            minRows={2}
            value={answer.value}
            onChange={(e) => set({ value: e.currentTarget.value })}
          />
        )}
        {item.kind === 'photo' && camera('Take photo')}
        {failed && (
          <>
            <TextInput
              label="What is wrong"
              placeholder="Opens an issue with this note"
              value={answer.note}
              onChange={(e) => set({ note: e.currentTarget.value })}
            />
            <Group gap="xs">{camera('Photo of the fault')}</Group>
          </>
        )}
        {answer.photo && (
          <Text size="xs" c="dimmed">
            Photo kept: {answer.photo.name}
          </Text>
        )}
        {missing && (
          <Text size="sm" c="red">
            Required
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
