import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccess } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { canChangeLoanerSettings } from '../settings/LoanerSettingsSection';
import { ScrollingTabsList } from '../../../lib/ui/ScrollingTabsList';

/** Where the loaners screens sit among each other; settings only for who may change them. */
const SECTIONS = [
  { url: paths.loaners.board, label: 'Board' },
  { url: paths.loaners.customers, label: 'Customers' },
  { url: paths.loaners.insurers, label: 'Insurers' },
  { url: paths.loaners.citations, label: 'Tolls and tickets' },
  { url: paths.loaners.invoices, label: 'Invoices' },
  { url: paths.loaners.receivables, label: 'Receivables' },
  { url: paths.loaners.utilisation, label: 'Utilisation' },
  { url: paths.loaners.settings, label: 'Settings', settings: true },
] as const;

function sectionOf(pathname: string): string {
  const match = [...SECTIONS]
    .filter((s) => pathname === s.url || pathname.startsWith(`${s.url}/`))
    .sort((a, b) => b.url.length - a.url.length)[0];
  return match?.url ?? paths.loaners.board;
}

type Props = { title: string; description: string; actions?: ReactNode };

/** The title of a loaners screen, and links to the others (keyboard: Tab, then the arrows). */
export function LoanersHeader({ title, description, actions }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { access } = useAccess('base');
  const sections = SECTIONS.filter((s) => !('settings' in s) || canChangeLoanerSettings(access));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {actions}
      </Group>
      <Tabs
        value={sectionOf(pathname)}
        onChange={(url) => url && void navigate(url)}
        aria-label="Loaners sections"
      >
        <ScrollingTabsList>
          {sections.map((s) => (
            <Tabs.Tab key={s.url} value={s.url}>
              {s.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
      </Tabs>
    </Stack>
  );
}
