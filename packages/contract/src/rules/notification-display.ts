import { MESSAGE_PREVIEW_LENGTH, UNREAD_BADGE_CAP } from '../notifications';

/** Spec 1 section 9: the bell's unread badge, capped at "99+"; no badge (null) when none. */
export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(unread));
}

/**
 * Spec 1, bell: the message cut to 100 characters plus an ellipsis. A message that fits is shown
 * whole. Cut by code point, so an emoji is never split in half.
 */
export function messagePreview(message: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const chars = Array.from(message);
  if (chars.length <= length) return message;
  return `${chars.slice(0, length).join('')}...`;
}
