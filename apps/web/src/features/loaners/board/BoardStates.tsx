import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Rows of grey while the board loads. */
export function BoardLoading() {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label="Loading the loaner board">
      <Skeleton height={40} radius="sm" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={34} radius="sm" />
      ))}
    </Stack>
  );
}

/** No loaner yet: what makes a vehicle one. */
export function NoLoaners({ canAddVehicle }: { canAddVehicle: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} size="h4">
          No loaners yet
        </Title>
        <Text size="sm" c="dimmed" maw={520}>
          A loaner is a vehicle of type loaner. Add a vehicle and give it the type Loaner, or edit
          one you have and add that type; it then shows here, ready to reserve.
        </Text>
        {canAddVehicle && (
          <Anchor component={Link} to={paths.vehicles.add}>
            Add a vehicle
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
