import { Badge, Group } from '@mantine/core';
import type { Notification, NotificationSeverity } from '@fleetdesk/contract/notifications';
import { timeAgo } from '@fleetdesk/contract/rules/time-ago';

/**
 * Spec 1, bell: a style per severity (critical, warning, info, anything else generic). Dark
 * shades: white text on them passes the contrast check.
 */
export const SEVERITY_STYLE: Record<
  NotificationSeverity,
  { label: string; color: string; edge: string }
> = {
  critical: { label: 'Critical', color: 'red.9', edge: 'var(--mantine-color-red-9)' },
  // Mantine's darkest orange (4.3:1 under white) still fails the contrast check.
  warning: { label: 'Warning', color: '#a63c06', edge: '#a63c06' },
  info: { label: 'Info', color: 'blue.8', edge: 'var(--mantine-color-blue-8)' },
  other: { label: 'Notice', color: 'gray.7', edge: 'var(--mantine-color-gray-7)' },
};

export const severityStyle = (severity: string) =>
  SEVERITY_STYLE[severity as NotificationSeverity] ?? SEVERITY_STYLE.other;

/** The coloured edge of an item, by severity. */
export const severityEdge = (severity: string) => ({
  borderLeft: `4px solid ${severityStyle(severity).edge}`,
});

/** Severity, 'Action Required' when priority says so, and the time-ago text. */
export function NotificationBadges({ notification: n }: { notification: Notification }) {
  const style = severityStyle(n.severity);
  return (
    <Group gap={6} wrap="wrap">
      <Badge size="xs" variant="filled" color={style.color}>
        {style.label}
      </Badge>
      {n.priority === 'action_required' && (
        <Badge size="xs" variant="filled" color="violet.8">
          Action Required
        </Badge>
      )}
      <time dateTime={n.created_at} style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
        {timeAgo(n.created_at)}
      </time>
    </Group>
  );
}
