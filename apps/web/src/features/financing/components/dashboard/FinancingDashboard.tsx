import type { Financing } from '@fleetdesk/contract/financing';
import { Button, Group, Modal, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useFinancingDashboard, type DashboardParams } from '../../api/get-dashboard';
import { FinancingDetailsModal } from '../details/FinancingDetailsModal';
import { DashboardCard } from './DashboardCard';
import { DashboardFilters } from './DashboardFilters';
import { SummaryTiles } from './SummaryTiles';
import { useShopToday } from '../../../shops';

/** A card grid of three columns: four full rows per page. */
export const DASHBOARD_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

type Props = {
  canRecordPayment: boolean;
  /** The financing whose details are open (from /vehicles/financing/{id}), if any. */
  openId: number | null;
  onOpen: (id: number | null) => void;
};

/** Spec 2 section 4: the dashboard's Record Payment is only a placeholder. */
function PaymentPlaceholder({ financing, onClose }: { financing: Financing; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Record Payment" centered>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {`${financing.vehicle_description} · ${financing.company_name}`}
        </Text>
        <Text size="sm">
          Payment recording from the dashboard comes in a future release. Record payments from the
          vehicle&apos;s Finance/Insurance tab meanwhile.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec 2, Vehicle Financing screen, Dashboard tab. */
export function FinancingDashboard({ canRecordPayment, openId, onOpen }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [type, setType] = useState<DashboardParams['type']>('all');
  const [ordering, setOrdering] = useState<DashboardParams['ordering']>('end_date');
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<Financing | null>(null);
  const today = useShopToday();

  const query = useFinancingDashboard({
    search: debounced,
    type,
    ordering,
    page,
    page_size: DASHBOARD_PAGE_SIZE,
  });
  const data = query.data;
  const fromList = data?.results.find((f) => f.id === openId);

  // A new search, filter or order starts again at page 1.
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <DashboardFilters
        search={search}
        onSearch={restart(setSearch)}
        type={type}
        onType={restart(setType)}
        counts={data?.type_counts}
        ordering={ordering}
        onOrdering={restart(setOrdering)}
      />
      {query.isPending || today === undefined ? (
        <RecordsLoading label="Loading financing" rows={4} />
      ) : query.isError ? (
        <RecordsError
          message={FINANCING_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <SummaryTiles summary={query.data.summary} shown={query.data.results.length} />
          {query.data.results.length === 0 ? (
            <RecordsEmpty
              title="No financing arrangements found"
              description={
                debounced !== '' || type !== 'all'
                  ? 'Try another search or type.'
                  : 'Loans and leases added on a vehicle appear here.'
              }
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={query.isFetching}>
              {query.data.results.map((f) => (
                <DashboardCard
                  key={f.id}
                  financing={f}
                  today={today}
                  canRecordPayment={canRecordPayment}
                  onDetails={() => onOpen(f.id)}
                  onRecordPayment={() => setPaying(f)}
                />
              ))}
            </SimpleGrid>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {`${query.data.count} financing arrangement${query.data.count === 1 ? '' : 's'}`}
            </Text>
            {query.data.total_pages > 1 && (
              <Pagination
                total={query.data.total_pages}
                value={page}
                onChange={setPage}
                siblings={2}
                size="sm"
                getControlProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            )}
          </Group>
        </>
      )}
      {openId !== null && (
        <FinancingDetailsModal
          financingId={openId}
          fallback={fromList}
          onClose={() => onOpen(null)}
        />
      )}
      {paying && <PaymentPlaceholder financing={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
