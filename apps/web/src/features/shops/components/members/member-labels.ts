import type { Member } from '@fleetdesk/contract/shops';
import { timeAgo } from '@fleetdesk/contract/rules/time-ago';

/** 'First Last', or the username of an account without a name. */
export function memberName(member: Member): string {
  const name = `${member.user.first_name} ${member.user.last_name}`.trim();
  return name === '' ? member.user.username : name;
}

/** How the member's permissions differ from their role's: 'Role defaults' or '1 granted · 2 withdrawn'. */
export function overridesSummary(member: Pick<Member, 'grants' | 'withdrawals'>): string {
  const parts = [
    member.grants.length > 0 ? `${member.grants.length} granted` : null,
    member.withdrawals.length > 0 ? `${member.withdrawals.length} withdrawn` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'Role defaults' : parts.join(' · ');
}

/** When the member last used Fleetdesk in this shop: 'Just now', '3h ago', a date, or 'Never'. */
export function lastActiveText(member: Member, now: Date = new Date()): string {
  return member.last_active_at === null ? 'Never' : timeAgo(member.last_active_at, now);
}
