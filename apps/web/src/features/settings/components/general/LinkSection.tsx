import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Permission } from '@fleetdesk/contract/permissions';
import { useAccess } from '../../../../lib/permissions';
import { SectionCard } from './SectionCard';

/**
 * A section that leads to a page of the shop's own settings (members, API tokens, webhooks,
 * activity): shown only to those the page lets in (by default, those who manage the shop).
 */
export function LinkSection(props: {
  id: string;
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  label: string;
  permission?: Permission;
}) {
  const { access } = useAccess('base');
  if (!access.can(props.permission ?? 'canManageShopSettings')) return null;
  return (
    <SectionCard id={props.id} title={props.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        <Button component={Link} to={props.to} variant="default" leftSection={props.icon}>
          {props.label}
        </Button>
      </Stack>
    </SectionCard>
  );
}
