import { Anchor, Collapse, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * When a step recorded from a paper agreement really happened, on the shop's clock; left empty
 * it is now. Tucked away: at the car the step happens as it is recorded.
 */
export function PaperTimeField({ label, ...input }: TextInputProps & { label: string }) {
  const [open, setOpen] = useState(false);
  // A refused time is shown, whatever the disclosure's state.
  const shown = open || Boolean(input.error) || (input.value ?? '') !== '';
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        aria-expanded={shown}
        onClick={() => setOpen(!shown)}
      >
        Recorded on paper earlier?
      </Anchor>
      <Collapse expanded={shown}>
        <TextInput
          type="datetime-local"
          label={label}
          description="On the shop’s clock. Leave empty for now."
          {...input}
        />
      </Collapse>
    </Stack>
  );
}
