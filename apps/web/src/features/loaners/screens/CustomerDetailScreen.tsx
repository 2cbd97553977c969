import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconCar, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useShopToday } from '../../shops';
import { ReserveAgreementModal } from '../agreements/ReserveAgreementForm';
import { CUSTOMER_LOAD_FAILED, useCustomer } from '../api/customers';
import { CustomerAgreements } from '../customers/CustomerAgreements';
import { CustomerDocuments } from '../customers/CustomerDocuments';
import { customerName } from '../customers/customer-labels';
import { CustomerFacts } from '../customers/CustomerFacts';
import { CustomerFormModal } from '../customers/CustomerFormModal';

/** Issue 23: one customer at /loaners/customers/{id}: facts, agreements, documents. */
export default function CustomerDetailScreen() {
  const id = Number(useParams().id);
  const { access } = useAccess('base');
  const today = useShopToday();
  const query = useCustomer(id);
  const [editing, setEditing] = useState(false);
  const [reserving, setReserving] = useState(false);
  const canManage = access.can('canManageLoaners');

  const back = (
    <Anchor component={Link} to={paths.loaners.customers} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All customers
      </Group>
    </Anchor>
  );
  if (query.isPending) return <RecordsLoading label="Loading the customer" rows={4} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        {missing ? (
          <Alert color="gray" title="Customer not found" />
        ) : (
          <RecordsError message={CUSTOMER_LOAD_FAILED} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  const customer = query.data;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {customerName(customer)}
          </Title>
          {customer.do_not_lend && (
            <Badge color="red" size="lg" leftSection={<IconBan size={14} aria-hidden />}>
              Do not lend
            </Badge>
          )}
        </Group>
        {canManage && (
          <Group gap="sm">
            {!customer.do_not_lend && (
              <Button
                leftSection={<IconCar size={16} aria-hidden />}
                onClick={() => setReserving(true)}
              >
                Reserve a loaner
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit customer
            </Button>
          </Group>
        )}
      </Group>
      {customer.do_not_lend && (
        <Alert color="red" title="No loaner goes to this customer">
          {customer.do_not_lend_reason || 'No reason was given.'}
        </Alert>
      )}
      <CustomerFacts customer={customer} today={today} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Agreements
          </Title>
          <CustomerAgreements agreements={customer.agreements} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Licence and insurance card
          </Title>
          <CustomerDocuments
            customerId={customer.id}
            documents={customer.documents}
            canUpload={canManage}
          />
        </Stack>
      </Paper>
      <CustomerFormModal opened={editing} customer={customer} onClose={() => setEditing(false)} />
      {reserving && (
        <ReserveAgreementModal
          opened
          onClose={() => setReserving(false)}
          prefill={{
            customer: { id: customer.id, name: customerName(customer) },
            startsOn: today,
          }}
        />
      )}
    </Stack>
  );
}
