import {
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from '@fleetdesk/contract/loaner-invoices';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadedRows } from '../../../lib/pagination';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { showToast } from '../../../lib/toast';
import { useUrlParams } from '../../../lib/url-params';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty, RecordsLoading, RecordsLoadMore } from '../../../lib/ui/RecordsStates';
import { Select } from '../../../lib/ui/Select';
import { INVOICES_LOAD_FAILED, useInsurerOptions, useInvoices } from '../api/invoices';
import { LoanersHeader } from '../components/LoanersHeader';
import { InvoiceList } from './InvoiceList';
import { NewInvoiceModal } from './NewInvoiceModal';

/** Issue 36: the invoices to insurers at /loaners/invoices, by insurer and status. */
export default function InvoicesScreen() {
  const navigate = useNavigate();
  const { access } = useAccess('base');
  // The receivables link here with ?insurer= (an insurer's invoices).
  const [params] = useUrlParams();
  const [insurer, setInsurer] = useState<number | null>(
    Number(params.get('insurer')) > 0 ? Number(params.get('insurer')) : null,
  );
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const insurers = useInsurerOptions();
  const query = useInvoices({ insurer, status });
  const { rows, total } = loadedRows(query.data);
  const filtered = insurer !== null || status !== null;

  return (
    <Stack gap="md">
      <LoanersHeader
        title="Invoices"
        description="What insurers are billed for their loans, and what they still owe."
        actions={
          access.can('canManageLoanerCharges') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New invoice
            </Button>
          )
        }
      />
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Insurer"
          placeholder="All insurers"
          clearable
          searchable
          data={(insurers.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={insurer === null ? null : String(insurer)}
          onChange={(value) => setInsurer(value ? Number(value) : null)}
          miw={200}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }))}
          value={status}
          onChange={(value) => setStatus((value as InvoiceStatus | null) ?? null)}
          miw={200}
        />
      </Group>
      {query.isPending ? (
        <RecordsLoading label="Loading invoices" rows={5} />
      ) : query.isError ? (
        <LoadFailedAlert title={INVOICES_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <RecordsEmpty
          title={filtered ? 'No invoice matches these filters' : 'No invoices yet'}
          description={
            filtered
              ? 'Clear a filter to see more.'
              : 'Bill an insurer for its returned loans with New invoice.'
          }
        />
      ) : (
        <>
          <InvoiceList invoices={rows} />
          <RecordsLoadMore
            shown={rows.length}
            total={total}
            noun="invoices"
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
      <NewInvoiceModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          showToast({ type: 'success', title: 'Invoices', message: 'Invoice created' });
          void navigate(paths.loaners.invoice(id));
        }}
      />
    </Stack>
  );
}
