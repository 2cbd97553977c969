import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { policyIdSchema } from '@fleetdesk/contract/insurance';
import { Link, useParams } from 'react-router';
import { formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { AttachedDocuments } from '../../../lib/ui/AttachedDocuments';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsLoading } from '../../../lib/ui/RecordsStates';
import { policyLoadErrorText, usePolicy } from '../api/get-policy';
import { mayManageInsurance } from '../components/may-manage';
import { masterPolicyText, periodText, premiumText } from '../components/policy-text';
import { PolicyEditor } from '../components/PolicyEditor';

/** Spec 2, insurance (policy) screen /vehicles/insurance/policy/{id}: one policy, edit and upload. */
export default function PolicyPage() {
  const parsed = policyIdSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : null;
  const query = usePolicy(id);
  const { access } = useAccess();
  const back = (
    <Button
      component={Link}
      to={paths.insurance.list}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
    >
      Back to Insurance
    </Button>
  );
  if (id === null || query.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadFailedAlert
          title={id === null ? 'Insurance policy not found' : policyLoadErrorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!query.data) return <RecordsLoading label="Loading insurance policy" rows={6} />;
  const policy = query.data;
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{`${masterPolicyText(policy)} · ${policy.vehicle_description}`}</Title>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            Vehicle:{' '}
            <Anchor component={Link} to={paths.vehicles.detail(policy.vehicle)}>
              {`${policy.vehicle_description} (${policy.vehicle})`}
            </Anchor>
          </Text>
          <Text size="sm">{`Insurance Company: ${policy.insurance_company || '—'}`}</Text>
          <Text size="sm">{`Policy Number: ${policy.policy_number || '—'}`}</Text>
          <Text size="sm">{`Premium: ${premiumText(policy)}`}</Text>
          <Text size="sm">{`Policy Cost: ${formatUsd(policy.policy_costs) ?? 'Not recorded'}`}</Text>
          <Text size="sm">{`Policy Period: ${periodText(policy)}`}</Text>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="lg">
        {mayManageInsurance(access) ? (
          <PolicyEditor policy={policy} />
        ) : (
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={4}>Documents</Title>
            </Group>
            <AttachedDocuments documents={policy.documents} />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
