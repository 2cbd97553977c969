import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { InsurancePolicy } from '@fleetdesk/contract/vehicles';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { VehiclePolicies } from '../../../insurance';

/** Spec 2, Finance/Insurance: the vehicle's insurance policies (the insurance feature's cards) and where financing lives. */
export function FinanceInsuranceTab({ policies }: { policies: InsurancePolicy[] }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={3}>Financing</Title>
          <Text size="sm">
            Financing arrangements (loans and leases) and their payments are managed under{' '}
            <Anchor component={Link} to={paths.financing.list}>
              Financing
            </Anchor>
            .
          </Text>
        </Stack>
      </Card>
      <VehiclePolicies policies={policies} />
    </Stack>
  );
}
