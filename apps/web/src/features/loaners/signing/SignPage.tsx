import { remoteSignSchema, type SigningView } from '@fleetdesk/contract/loaner-signing';
import { formatMoney, toCents } from '@fleetdesk/contract/money';
import {
  Alert,
  Button,
  Center,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatShopDateTime } from '../../shops';
import { refusalText } from '../agreements/agreement-text';
import { SignatureField } from '../../../lib/ui/SignatureField';
import { useRemoteSign, useSigningView } from '../api/signing';

export const SIGNING_LOAD_FAILED = 'This signing link cannot be opened';
export const SIGN_FAILED = 'Could not sign the agreement';

type Values = { signature: string | null; signed_name: string };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Terms({ view }: { view: SigningView }) {
  const when = (instant: string) => formatShopDateTime(instant, view.time_zone) ?? instant;
  const insurer = view.insurer_name
    ? `${view.insurer_name}${view.insurer_daily_rate ? `, ${formatMoney(view.insurer_daily_rate)} a day` : ''}${view.insurer_max_days ? ` for up to ${view.insurer_max_days} days` : ''}`
    : 'None';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Vehicle" value={`${view.vehicle_description} · ${view.license_plate}`} />
        <Fact label="Borrower" value={view.customer_name} />
        <Fact label="From" value={when(view.starts_at)} />
        <Fact label="Due back" value={when(view.due_at)} />
        <Fact label="Daily rate" value={formatMoney(view.daily_rate)} />
        <Fact
          label="Mileage"
          value={`${view.mileage_allowance_per_day} mi a day included, then ${formatMoney(view.excess_mileage_rate)} a mile`}
        />
        <Fact label="Fuel" value={`${formatMoney(view.fuel_rate_per_eighth)} per eighth missing`} />
        <Fact label="Insurer" value={insurer} />
        {/* The shop's rules the agreement kept, those set. */}
        {toCents(view.late_return_fee) > 0n && (
          <Fact
            label="Late return"
            value={`${formatMoney(view.late_return_fee)} once, after the due time`}
          />
        )}
        {toCents(view.toll_admin_fee) > 0n && (
          <Fact
            label="Tolls and tickets"
            value={`${formatMoney(view.toll_admin_fee)} admin fee each`}
          />
        )}
        {view.customer_pays_rate_difference && (
          <Fact
            label="Above the insurer’s rate"
            value="You pay the difference for each day the insurer covers"
          />
        )}
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={2} size="h4">
          Agreement terms
        </Title>
        <Paper withBorder p="sm" radius="md">
          <ScrollArea.Autosize mah={260} type="auto">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {view.terms || 'No terms are set by the shop.'}
            </Text>
          </ScrollArea.Autosize>
        </Paper>
      </Stack>
    </Stack>
  );
}

/**
 * The customer's page at /sign/{token}, reached from the e-mail without signing in: the terms,
 * the vehicle, the period and the rates, and the signature pad (issue 36 §3). Made for a phone.
 */
export default function SignPage() {
  const token = useParams().token ?? '';
  const view = useSigningView(token);
  const sign = useRemoteSign(token);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { signature: null, signed_name: '' },
    validate: validateWith(remoteSignSchema, (v: Values) => ({
      signature: v.signature ?? '',
      signed_name: v.signed_name,
    })),
  });
  const submit = form.onSubmit((values) =>
    sign.mutate(
      { signature: values.signature ?? '', signed_name: values.signed_name },
      { onError: (error) => showServerErrors(form, error) },
    ),
  );

  let body;
  if (view.isPending) body = <Skeleton height={320} radius="md" />;
  else if (view.isError)
    body = (
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={SIGNING_LOAD_FAILED}
      >
        {refusalText({ fields: {}, other: [] }, view.error, 'Ask the shop for a new link.')}
      </Alert>
    );
  else if (sign.isSuccess)
    body = (
      <Alert color="teal" title="Thank you: the agreement is signed" role="status">
        {`${view.data.shop_name} has your signature on ${view.data.agreement_number}. Bring your licence when you pick up the ${view.data.vehicle_description}.`}
      </Alert>
    );
  else
    body = (
      <form onSubmit={submit} noValidate aria-label="Sign the agreement">
        <Stack gap="lg">
          <Terms view={view.data} />
          <SignatureField
            onChange={(signature) => form.setFieldValue('signature', signature)}
            error={form.errors.signature}
          />
          <TextInput label="Your full name" withAsterisk {...form.getInputProps('signed_name')} />
          {sign.isError && (
            <Alert color="red" title={SIGN_FAILED}>
              {refusalText({ fields: {}, other: [] }, sign.error, SIGN_FAILED)}
            </Alert>
          )}
          <Button type="submit" loading={sign.isPending}>
            Sign the agreement
          </Button>
        </Stack>
      </form>
    );

  return (
    <Center p={{ base: 'xs', sm: 'md' }} component="main">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" w="100%" maw={640}>
        <Stack gap="md">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {view.data ? view.data.shop_name : 'Loan agreement'}
            </Text>
            <Title order={1} size="h2">
              {view.data ? `Sign ${view.data.agreement_number}` : 'Sign your loan agreement'}
            </Title>
          </Stack>
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}
