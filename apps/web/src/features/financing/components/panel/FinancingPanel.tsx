import { FINANCING_MESSAGES, type Financing } from '@fleetdesk/contract/financing';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../../lib/permissions';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useVehicleFinancings } from '../../api/get-vehicle-financings';
import { useVehiclePayments } from '../../api/get-vehicle-payments';
import { FinancingDetailsModal } from '../details/FinancingDetailsModal';
import { FinancingCard } from './FinancingCard';
import { FinancingFormModal } from './FinancingFormModal';
import { PaymentsTable } from './PaymentsTable';
import { RecordPaymentModal } from './RecordPaymentModal';
import { ScrollingTabsList } from '../../../../lib/ui/ScrollingTabsList';

type Open =
  | { kind: 'form'; financingId: number | null }
  | { kind: 'payment'; financing: Financing }
  | { kind: 'details'; financing: Financing }
  | null;

type ViewProps = { vin: string; canView: boolean; canEdit: boolean };

const count = (n: number | undefined) =>
  n === undefined ? undefined : (
    <Badge size="sm" variant="light">
      {n}
    </Badge>
  );

/** Spec 2, financing panel, given the view and edit capabilities. */
export function FinancingPanelView({ vin, canView, canEdit }: ViewProps) {
  const financings = useVehicleFinancings(vin, canView);
  const payments = useVehiclePayments(vin, canView);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (!canView) return <Text c="dimmed">{FINANCING_MESSAGES.noPermission}</Text>;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Financing
          </Title>
          {canEdit && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setOpen({ kind: 'form', financingId: null })}
            >
              Add Financing
            </Button>
          )}
        </Group>
        <Tabs defaultValue="financings" keepMounted={false}>
          <ScrollingTabsList>
            <Tabs.Tab value="financings" rightSection={count(financings.data?.length)}>
              Financings
            </Tabs.Tab>
            <Tabs.Tab value="payments" rightSection={count(payments.data?.length)}>
              Payments
            </Tabs.Tab>
          </ScrollingTabsList>
          <Tabs.Panel value="financings" pt="md">
            {financings.isPending ? (
              <RecordsLoading label="Loading financing" />
            ) : financings.isError ? (
              <RecordsError
                message={FINANCING_MESSAGES.loadFailed}
                onRetry={() => void financings.refetch()}
              />
            ) : financings.data.length === 0 ? (
              <RecordsEmpty
                title="No financing records found"
                description="Loans and leases of this vehicle appear here."
              />
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {financings.data.map((f) => (
                  <FinancingCard
                    key={f.id}
                    financing={f}
                    canEdit={canEdit}
                    onEdit={() => setOpen({ kind: 'form', financingId: f.id })}
                    onRecordPayment={() => setOpen({ kind: 'payment', financing: f })}
                    onDetails={() => setOpen({ kind: 'details', financing: f })}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            {payments.isPending ? (
              <RecordsLoading label="Loading payments" />
            ) : payments.isError ? (
              <RecordsError
                message={FINANCING_MESSAGES.loadFailed}
                onRetry={() => void payments.refetch()}
              />
            ) : payments.data.length === 0 ? (
              <RecordsEmpty title="No payments recorded yet" />
            ) : (
              <PaymentsTable payments={payments.data} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {open?.kind === 'form' && (
        <FinancingFormModal vin={vin} financingId={open.financingId} onClose={close} />
      )}
      {open?.kind === 'payment' && (
        <RecordPaymentModal financing={open.financing} onClose={close} />
      )}
      {open?.kind === 'details' && (
        <FinancingDetailsModal
          financingId={open.financing.id}
          fallback={open.financing}
          onClose={close}
        />
      )}
    </Paper>
  );
}

/** The financing panel of the vehicle detail: view and edit from the user's permissions. */
export function FinancingPanel({ vin }: { vin: string }) {
  const { access } = useAccess();
  return (
    <FinancingPanelView
      vin={vin}
      canView={access.can('canViewFinancial')}
      canEdit={access.can('canManageFinancial')}
    />
  );
}
