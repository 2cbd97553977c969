import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { useIssues } from '../api/get-issues';

type Props = { vin: string; ticked: number[]; onChange: (ticked: number[]) => void };

/** The vehicle's open issues a service record may resolve (the service form offers them). */
export function OpenIssueChecks({ vin, ticked, onChange }: Props) {
  const query = useIssues({ vehicle: vin, status: 'open' });
  const open = query.data ?? [];
  if (open.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label="Issues this service resolves">
      <Text size="sm" fw={500}>
        Resolves these open issues
      </Text>
      {open.map((issue) => (
        <Checkbox
          key={issue.id}
          checked={ticked.includes(issue.id)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...ticked, issue.id]
                : ticked.filter((id) => id !== issue.id),
            )
          }
          label={
            <>
              {issue.title}{' '}
              {issue.out_of_service && (
                <Badge size="xs" color="red">
                  Out of service
                </Badge>
              )}
            </>
          }
        />
      ))}
    </Stack>
  );
}
