import { Button, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useId } from 'react';

type Props = {
  /** Google sign-in is configured on the server (auth-config google_enabled with a client id). */
  enabled: boolean;
  /** The configuration is still loading. */
  loading: boolean;
  busy: boolean;
  onClick: () => void;
};

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured for this installation.';

/** 'Sign in with Google'; when not configured it is disabled and says why (never a silent button). */
export function GoogleSignInButton({ enabled, loading, busy, onClick }: Props) {
  const hintId = useId();
  const unavailable = !loading && !enabled;
  const button = (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      onClick={onClick}
      disabled={busy || loading || !enabled}
      aria-describedby={unavailable ? hintId : undefined}
    >
      Sign in with Google
    </Button>
  );
  if (!unavailable) return button;
  return (
    <>
      {/* Said in text, tied to the button: no tooltip (it cannot be reached by keyboard on a
          disabled button, and its positioning library would weigh on the sign-in page). */}
      {button}
      <Text id={hintId} size="xs" c="dimmed" ta="center" mt={4}>
        {GOOGLE_NOT_CONFIGURED}
      </Text>
    </>
  );
}
