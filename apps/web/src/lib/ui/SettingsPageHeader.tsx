import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackToSettings } from './BackToSettings';

/**
 * The top of a page of the shop's administration (members, API tokens, webhooks, activity):
 * the way back to Settings, the page's title and what it is for, and its main action.
 */
export function SettingsPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <>
      <BackToSettings />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {action}
      </Group>
    </>
  );
}
