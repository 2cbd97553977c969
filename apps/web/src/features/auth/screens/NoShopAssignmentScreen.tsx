import { Alert, Anchor, Button, Center, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { clearAuthToken } from '../../../lib/session';
import { readNoShopUser, removeStorage, STORAGE_KEYS } from '../../../lib/storage';
import { useAuthConfig } from '../api/get-auth-config';

/** Spec 1 section 2: Account Not Configured, reachable without a token. */
export default function NoShopAssignmentScreen() {
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [user] = useState(readNoShopUser);
  const [shownAt] = useState(() => new Date());

  const email = user?.email ?? '';
  const supportEmail = config.data?.support_email ?? '';
  const supportPhone = config.data?.support_phone ?? '';

  const returnToLogin = () => {
    clearAuthToken();
    removeStorage(
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.noShopUser,
      STORAGE_KEYS.legacyToken,
      STORAGE_KEYS.legacyUser,
    );
    void navigate(paths.login);
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={560}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Account Not Configured
          </Title>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {user?.hasUserProfile
              ? 'Your account exists but is not assigned to any collision shop.'
              : 'Your user profile has not been set up yet.'}{' '}
            Please contact support to get access.
          </Alert>

          {email !== '' && (
            <Text>
              Account: <strong>{email}</strong>
            </Text>
          )}

          <Stack gap={4}>
            <Title order={2} size="h4">
              Contact support
            </Title>
            {supportEmail !== '' && (
              <Text>
                Email: <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
              </Text>
            )}
            {supportPhone !== '' && (
              <Text>
                Phone:{' '}
                <Anchor href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</Anchor>
              </Text>
            )}
            {config.isError && (
              <Text c="dimmed">Ask your shop administrator for the support contact details.</Text>
            )}
          </Stack>

          <Stack gap={4}>
            <Text fw={500}>When contacting support, please include:</Text>
            <List size="sm">
              <List.Item>Your email address{email !== '' ? ` (${email})` : ''}</List.Item>
              <List.Item>The name of your collision shop, if known</List.Item>
              <List.Item>The date and time of this message ({shownAt.toLocaleString()})</List.Item>
            </List>
          </Stack>

          <Button onClick={returnToLogin}>Return to Login</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
