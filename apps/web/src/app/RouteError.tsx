import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A lazily loaded screen whose file is gone: the app was updated since this page loaded. */
export function isStaleBundleError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Whatever a screen throws ends here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBundleError(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack maw={520} gap="md">
        <Title order={1} size="h2">
          {stale ? 'A new version is available' : 'Something went wrong'}
        </Title>
        <Alert color={stale ? 'blue' : 'red'} icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">
            {stale
              ? 'The application was updated while this page was open. Reload to continue with the new version.'
              : 'This screen could not be shown. Reload the page; if it happens again, contact support with the text below.'}
          </Text>
          {!stale && detail && (
            <Code block mt="sm">
              {detail}
            </Code>
          )}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="default" onClick={() => window.location.assign('/')}>
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
