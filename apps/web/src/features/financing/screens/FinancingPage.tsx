import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { useAccess } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { FinancingAnalyticsTab } from '../components/analytics/FinancingAnalyticsTab';
import { FinancingDashboard } from '../components/dashboard/FinancingDashboard';
import { FinancingExportTab } from '../components/export/FinancingExportTab';
import { FinancingIntegrationTab } from '../components/integration/FinancingIntegrationTab';
import { FinancingReportsTab } from '../components/reports/FinancingReportsTab';
import { ScrollingTabsList } from '../../../lib/ui/ScrollingTabsList';

export const VIEWS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'export', label: 'Export' },
  { value: 'reports', label: 'Reports' },
  { value: 'integration', label: 'Integration' },
] as const;

/** A positive whole id from the route, else null (a bad id just opens no details). */
function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spec 2, Vehicle Financing screen (/vehicles/financing, and /vehicles/financing/{id} with that
 * financing's details open). The route gate already asked for canViewFinancial.
 */
export default function FinancingPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { access } = useAccess();
  // The open tab is in the address (?view=export), so a link can open a tab and Back returns.
  const [search, setSearch] = useUrlParams();
  const asked = search.get('view');
  const view = VIEWS.some((v) => v.value === asked) ? asked! : 'dashboard';
  const setView = (next: string) =>
    setSearch(next === 'dashboard' ? {} : { view: next }, { replace: true });

  return (
    <Stack gap="md">
      <Stack gap={0}>
        <Title order={1}>Vehicle Financing</Title>
        <Text c="dimmed">Loans and leases of the vehicles of your shop.</Text>
      </Stack>
      <Tabs value={view} onChange={(v) => v && setView(v)} keepMounted={false}>
        <ScrollingTabsList>
          {VIEWS.map((v) => (
            <Tabs.Tab key={v.value} value={v.value}>
              {v.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="dashboard" pt="md">
          <FinancingDashboard
            canRecordPayment={access.can('canManageFinancial')}
            openId={idOf(id)}
            onOpen={(next) =>
              void navigate(next === null ? paths.financing.list : paths.financing.detail(next))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <FinancingAnalyticsTab />
        </Tabs.Panel>
        <Tabs.Panel value="export" pt="md">
          <FinancingExportTab />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <FinancingReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="integration" pt="md">
          <FinancingIntegrationTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
