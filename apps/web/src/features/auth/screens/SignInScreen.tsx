import {
  Alert,
  Box,
  Button,
  Center,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { serverErrorText } from '../../../lib/api';
import { DEFAULT_APP_NAME } from '../../../lib/app-name';
import { useAuthConfig } from '../api/get-auth-config';
import { useGoogleLogin } from '../api/google-login';
import { useLogin, type LoginReply } from '../api/login';
import { completeLogin } from '../complete-login';
import { GoogleSignInButton } from '../components/GoogleSignInButton';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const GOOGLE_LOGIN_FAILED = 'Google login failed. Please try again.';

type Props = {
  /** Goes to Account Not Configured. The screen also shows before the router has loaded. */
  onNoShop: () => void;
};

/** Spec 1 section 2: the sign-in screen, shown instead of the shell while there is no token. */
export default function SignInScreen({ onNoShop }: Props) {
  const config = useAuthConfig();
  const login = useLogin();
  const googleLogin = useGoogleLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const appName = config.data?.app_name || DEFAULT_APP_NAME;
  const busy = login.isPending || googleLogin.isPending || googleBusy;
  const googleClientId = config.data?.google_enabled ? config.data.google_client_id : null;

  const finish = (reply: LoginReply, failure: string) => {
    const outcome = completeLogin(reply);
    if (outcome === 'no-shop') onNoShop();
    else if (outcome === 'failed') setError(failure);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || username === '' || password === '') return;
    setError(null);
    login.mutate(
      { username, password },
      {
        onSuccess: (reply) => finish(reply, LOGIN_FAILED),
        onError: (err) => {
          setError(serverErrorText(err, LOGIN_FAILED));
          setPassword('');
        },
      },
    );
  };

  const onGoogle = async () => {
    if (!googleClientId || busy) return;
    setError(null);
    setGoogleBusy(true);
    try {
      // Like Google's script, the code that opens its popup loads only when asked for.
      const { requestGoogleAccessToken } = await import('../google-identity');
      const accessToken = await requestGoogleAccessToken(googleClientId);
      const reply = await googleLogin.mutateAsync(accessToken);
      finish(reply, GOOGLE_LOGIN_FAILED);
    } catch {
      setError(GOOGLE_LOGIN_FAILED);
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Box ta="center">
            <Title order={1} size="h2">
              Welcome to {appName}
            </Title>
            <Text c="dimmed" mt={4}>
              Sign in to your account
            </Text>
          </Box>

          {error !== null && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              title="Sign-in failed"
            >
              {error}
            </Alert>
          )}

          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Username"
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                disabled={busy}
                autoFocus
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                disabled={busy}
              />
              <Button type="submit" fullWidth disabled={busy || username === '' || password === ''}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </Stack>
          </form>

          <Divider label="or" labelPosition="center" />

          <GoogleSignInButton
            enabled={googleClientId !== null && googleClientId !== ''}
            loading={config.isPending}
            busy={busy}
            onClick={() => void onGoogle()}
          />
        </Stack>
      </Paper>
    </Center>
  );
}
