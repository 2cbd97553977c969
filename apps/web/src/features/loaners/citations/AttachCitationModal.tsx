import type { Citation } from '@fleetdesk/contract/loaner-citations';
import { AGREEMENT_STATUS_LABELS, CHARGE_KIND_LABELS } from '@fleetdesk/contract/loaners';
import { Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { formatUsd } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { FormButtons, RefusalAlert } from '../agreements/FormParts';
import {
  CITATION_ATTACH_FAILED,
  useAgreementChoices,
  useAttachCitation,
  type AgreementChoice,
} from '../api/citations';

/** Only a loan that happened takes a citation (the server's rule; the others are shown, greyed). */
const lent = (a: AgreementChoice) => a.status === 'out' || a.status === 'returned';

const optionOf = (a: AgreementChoice) => ({
  value: String(a.id),
  label: [a.number, a.customer_name, a.license_plate, a.repair_order_number]
    .concat(lent(a) ? [] : [`(${AGREEMENT_STATUS_LABELS[a.status].toLowerCase()})`])
    .filter(Boolean)
    .join(' · '),
  disabled: !lent(a),
});

type Props = { citation: Citation; onClose: () => void };

/**
 * A toll or ticket no agreement took, put on one by hand (a misread plate, a swapped car): the
 * agreement is searched by number, RO, customer or plate, and the citation billed to its customer.
 */
export function AttachCitationModal({ citation, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const attach = useAttachCitation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AgreementChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(
    chosen && optionOf(chosen).label === search ? '' : search,
    250,
  );
  const query = useAgreementChoices(debounced.trim());
  const found = query.data ?? [];
  // The chosen one first, then those that can take it, then the others, greyed.
  const rest = found.filter((a) => a.id !== chosen?.id);
  const options = [chosen, ...rest.filter(lent), ...rest.filter((a) => !lent(a))]
    .filter((a): a is AgreementChoice => a !== null)
    .map(optionOf);
  const what = `${CHARGE_KIND_LABELS[citation.kind]} ${citation.reference} (${formatUsd(citation.amount)})`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFailure('Choose the agreement.');
      return;
    }
    setFailure(null);
    attach.mutate(
      { citation: citation.id, agreement: chosen.id },
      {
        onSuccess: () => {
          showToast({
            type: 'success',
            title: 'Citation attached',
            message: `${what} is on ${chosen.number}, billed to ${chosen.customer_name}.`,
          });
          onClose();
        },
        onError: (error) => setFailure(failureDetail(error, CITATION_ATTACH_FAILED)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Attach to an agreement" size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate aria-label="Attach citation">
        <Stack gap="md">
          <Text size="sm">{`${what}, plate ${citation.plate}.`}</Text>
          <Select
            label="Agreement"
            withAsterisk
            searchable
            placeholder="Number, RO, customer or plate"
            nothingFoundMessage={query.isFetching ? 'Searching…' : 'No agreement found'}
            data={options}
            value={chosen ? String(chosen.id) : null}
            searchValue={search}
            onSearchChange={setSearch}
            // The server has already searched: show what it found.
            filter={({ options: shown }) => shown}
            onChange={(next) => {
              setChosen(found.find((a) => String(a.id) === next) ?? null);
              setFailure(null);
            }}
          />
          {chosen && (
            <Text size="sm" c="dimmed">
              {`It becomes a ${CHARGE_KIND_LABELS[citation.kind].toLowerCase()} charge on ${chosen.number}, billed to ${chosen.customer_name}.`}
            </Text>
          )}
          <RefusalAlert title={CITATION_ATTACH_FAILED} failure={failure} />
          <FormButtons submitLabel="Attach" loading={attach.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
