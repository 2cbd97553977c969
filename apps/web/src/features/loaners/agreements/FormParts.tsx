import { Alert, Button, Group } from '@mantine/core';

/** Why a save was refused, above the form's buttons or fields (role alert: read out at once). */
export function RefusalAlert({ title, failure }: { title: string; failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {failure}
    </Alert>
  );
}

/** Cancel and the form's submit button, at its foot. */
export function FormButtons({
  submitLabel,
  loading,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
