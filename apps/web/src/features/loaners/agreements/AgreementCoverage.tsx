import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  DAY_RULE_LABELS,
  authorizationCreateSchema,
  type AuthorizationCreate,
} from '@fleetdesk/contract/loaner-money';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatDate, formatUsd } from '../../../lib/format';
import { MONEY_INPUT, moneyText } from '../../../lib/money-input';
import { showToast } from '../../../lib/toast';
import { useShopTime } from '../../shops';
import { useAddAuthorization } from '../api/money';
import { plural, refusalText } from './agreement-text';
import { FormButtons, RefusalAlert } from './FormParts';

export const AUTHORIZATION_FAILED = 'Could not add the authorization';

type Values = {
  days: string | number;
  daily_rate: string | number;
  reference: string;
  adjuster: string;
  authorized_on: string;
  note: string;
};

const body = (v: Values): AuthorizationCreate => ({
  days: String(v.days).trim() === '' ? '' : Number(v.days),
  daily_rate: moneyText(v.daily_rate),
  reference: v.reference,
  adjuster: v.adjuster,
  authorized_on: v.authorized_on,
  note: v.note,
});

/** Why the days are what they are: the rule, and what it counted. */
export function daysExplained(agreement: Agreement): string {
  const t = agreement.totals;
  const rule = DAY_RULE_LABELS[t.day_rule];
  const grace = t.day_rule === '24h' && t.grace_minutes > 0 ? `, ${t.grace_minutes} min grace` : '';
  const counted = agreement.checked_in_at
    ? plural(t.days, 'day')
    : agreement.checked_out_at
      ? `${plural(t.days, 'day')} so far`
      : 'not out yet';
  return `${rule}${grace}: ${counted}`;
}

function AddAuthorizationModal({
  agreement,
  onClose,
}: {
  agreement: Agreement;
  onClose: () => void;
}) {
  const add = useAddAuthorization(agreement.id);
  const { today } = useShopTime();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      days: '',
      daily_rate: agreement.insurer_daily_rate ?? '',
      reference: '',
      adjuster: '',
      authorized_on: today ?? '',
      note: '',
    },
    validate: validateWith(authorizationCreateSchema, body),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(body(values));
      showToast({ type: 'success', title: 'Insurer coverage', message: 'Authorization added' });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, AUTHORIZATION_FAILED));
    }
  });
  const field = (key: keyof Values) => form.getInputProps(key);
  return (
    <Modal opened onClose={onClose} title="Add an authorization" centered>
      <form onSubmit={submit} noValidate aria-label="Add an authorization">
        <Stack gap="sm">
          <RefusalAlert title={AUTHORIZATION_FAILED} failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Days authorised"
              withAsterisk
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...field('days')}
            />
            <NumberInput label="Daily rate" {...MONEY_INPUT} {...field('daily_rate')} />
            <TextInput label="Reference" {...field('reference')} />
            <TextInput label="Adjuster" {...field('adjuster')} />
            <TextInput type="date" label="Authorised on" withAsterisk {...field('authorized_on')} />
          </SimpleGrid>
          <Textarea label="Note" autosize minRows={2} {...field('note')} />
          <FormButtons submitLabel="Add authorization" loading={add.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What the insurer covers: how days are counted, its authorizations in the order they cover
 * days, and a flag when they end before the repair is expected to be done.
 */
export function AgreementCoverage({
  agreement,
  canManage,
}: {
  agreement: Agreement;
  canManage: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const t = agreement.totals;
  const open = agreement.status !== 'cancelled';
  return (
    <Stack gap="sm">
      <Text size="sm">{daysExplained(agreement)}</Text>
      <Group gap="xs">
        <Badge variant="light">{`${plural(t.authorized_days, 'day')} authorised`}</Badge>
        <Badge variant="light" color={t.days > t.covered_days ? 'orange' : 'teal'}>
          {`${plural(t.covered_days, 'day')} covered`}
        </Badge>
      </Group>
      {t.short_of_completion && (
        <Alert color="orange" title="The insurer’s days run out first" role="status">
          {`The authorised days end on ${formatDate(t.coverage_ends_on) ?? '—'}; the repair is expected done on ${formatDate(agreement.expected_completion_on) ?? '—'}. Ask the insurer for an extension.`}
        </Alert>
      )}
      {agreement.authorizations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No authorization from an insurer yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Authorizations" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Authorised</Table.Th>
                <Table.Th ta="right">Days</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agreement.authorizations.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Text size="sm">{formatDate(a.authorized_on)}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[a.reference, a.adjuster, a.note].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{a.days}</Table.Td>
                  <Table.Td ta="right">{formatUsd(a.daily_rate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage && open && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add authorization
          </Button>
        </Group>
      )}
      {adding && <AddAuthorizationModal agreement={agreement} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
