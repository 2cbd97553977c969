import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../../lib/permissions';
import { SectionCard } from './SectionCard';

type Props = {
  id: string;
  title: string;
  text: string;
  to: string;
  label: string;
  icon: ReactNode;
};

/** A section that leads to a page of the shop's administration, for those who manage the shop. */
export function AdminLinkSection({ id, title, text, to, label, icon }: Props) {
  const { access } = useAccess('base');
  if (!access.can('canManageShopSettings')) return null;
  return (
    <SectionCard id={id} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <Button component={Link} to={to} variant="default" leftSection={icon}>
          {label}
        </Button>
      </Stack>
    </SectionCard>
  );
}
