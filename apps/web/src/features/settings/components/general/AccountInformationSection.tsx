import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';
import { useCurrentContext, useUserProfile } from '../../../shops';
import { SectionCard } from './SectionCard';

export const ACCOUNT_LOAD_FAILED = 'Failed to load account information';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Account Information: username, e-mail, current shop and role, member since. */
export function AccountInformationSection() {
  const context = useCurrentContext();
  const profile = useUserProfile();
  let body: ReactNode;
  if (context.isPending || profile.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <span>Loading account information...</span>
      </Group>
    );
  } else if (context.isError || profile.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {ACCOUNT_LOAD_FAILED}
      </Alert>
    );
  } else {
    const shop = context.data.current_shop;
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        <Field label="Username">{context.data.user.username}</Field>
        <Field label="Email">{context.data.user.email}</Field>
        <Field label="Current shop">{shop ? shop.name : 'No shop selected'}</Field>
        <Field label="Role">{shop ? shop.role : '—'}</Field>
        <Field label="Member since">{formatDate(profile.data.date_joined) ?? '—'}</Field>
        {context.data.user.is_superuser && <Field label="Access">Superuser</Field>}
      </SimpleGrid>
    );
  }
  return (
    <SectionCard id="account" title="Account Information">
      {body}
    </SectionCard>
  );
}
