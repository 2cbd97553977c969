import { Badge, Tooltip } from '@mantine/core';

/**
 * A loaner with an open out-of-service issue (issue 34 §3): said in words, with the issue's
 * title; the board offers no reservation for it (the server refuses one too).
 */
export function OutOfService({ issue }: { issue: string | null }) {
  if (issue === null) return null;
  return (
    <Tooltip label={issue} withArrow>
      <Badge color="red" variant="filled" size="sm" aria-label={`Out of service: ${issue}`}>
        Out of service
      </Badge>
    </Tooltip>
  );
}
