import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessageFromBody, fieldErrorsFromBody } from '../../../lib/api';
import { formatDate, formatUsd } from '../../../lib/format';
import { RecordsLoading } from '../../../lib/ui/RecordsStates';
import { Select } from '../../../lib/ui/Select';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import {
  BILLABLE_LOAD_FAILED,
  useBillableAgreements,
  useCreateInvoice,
  useInsurerOptions,
} from '../api/invoices';

export const CREATE_FAILED = 'Could not create the invoice';

/** The server's words for a refused create (the agreement it names), or the fallback. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(fieldErrorsFromBody(error.body)).flat();
    if (fields.length > 0) return fields.join(' ');
    return errorMessageFromBody(error.body) ?? CREATE_FAILED;
  }
  return CREATE_FAILED;
}

function AgreementChoice({ a }: { a: Agreement }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {a.number} · {formatUsd(a.totals.insurer_amount)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        RO {a.repair_order_number}
        {a.claim_number ? `, claim ${a.claim_number}` : ''}, {a.vehicle_description}, back{' '}
        {formatDate(a.checked_in_at)}
      </Text>
    </Stack>
  );
}

type Props = { opened: boolean; onClose: () => void; onCreated: (id: number) => void };

/** New invoice: the insurer, then its returned agreements not yet billed, ticked. */
export function NewInvoiceModal({ opened, onClose, onCreated }: Props) {
  const [insurer, setInsurer] = useState<number | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const insurers = useInsurerOptions();
  const billable = useBillableAgreements(insurer);
  const create = useCreateInvoice();
  const close = () => {
    setInsurer(null);
    setTicked([]);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (insurer === null) return;
    create.mutate(
      { insurer, agreements: ticked.map(Number) },
      {
        onSuccess: (invoice) => {
          close();
          onCreated(invoice.id);
        },
      },
    );
  };
  const agreements = billable.data ?? [];
  return (
    <Modal opened={opened} onClose={close} title="New invoice" size="lg">
      <Stack gap="md">
        <Select
          label="Insurer"
          placeholder="Select an insurer"
          searchable
          data={(insurers.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={insurer === null ? null : String(insurer)}
          onChange={(value) => {
            setInsurer(value ? Number(value) : null);
            setTicked([]);
          }}
          error={insurers.isError ? 'Failed to load the insurers' : undefined}
        />
        {insurer !== null &&
          (billable.isPending ? (
            <RecordsLoading label="Loading agreements" rows={3} />
          ) : billable.isError ? (
            <LoadFailedAlert title={BILLABLE_LOAD_FAILED} onRetry={() => void billable.refetch()} />
          ) : agreements.length === 0 ? (
            <Text c="dimmed" size="sm">
              This insurer has no returned agreement left to bill.
            </Text>
          ) : (
            <Checkbox.Group
              label="Agreements to bill"
              description="Returned loans of this insurer on no other invoice"
              value={ticked}
              onChange={setTicked}
            >
              <Stack gap="sm" mt="xs">
                {agreements.map((a) => (
                  <Checkbox key={a.id} value={String(a.id)} label={<AgreementChoice a={a} />} />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        {create.isError && (
          <Alert color="red" title={CREATE_FAILED}>
            {refusal(create.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={ticked.length === 0} loading={create.isPending}>
            Create invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
