import { z } from 'zod';
import { REMINDER_KINDS, type ReminderKind } from '@fleetdesk/contract/reminders';
import { validateSettingValue } from '@fleetdesk/contract/rules/setting-value';
import type { VehicleModuleSettings } from '@fleetdesk/contract/vehicles';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import type { MemberReach } from '../shops';
import { REMINDER_EMAIL_DEFINITION } from './reminders.module';
import type { emailChoiceValues } from './reminders.repository';

type ChoiceRows = Awaited<ReturnType<typeof emailChoiceValues>>;
type Contacts = Omit<VehicleModuleSettings, 'id'>;

/** Which kinds each user takes by e-mail: their own choice, else the shop's, else none. */
export function emailKindsByUser(rows: ChoiceRows): (userId: number) => Set<ReminderKind> {
  const kinds = (raw: unknown) => {
    const check = validateSettingValue(REMINDER_EMAIL_DEFINITION, raw);
    if (!check.ok || !Array.isArray(check.value)) return null;
    return new Set(REMINDER_KINDS.filter((k) => (check.value as unknown[]).includes(k)));
  };
  const switchOf = (raw: unknown) => (typeof raw === 'boolean' ? raw : null);
  const find = (module: string, userId: number | null) =>
    rows.find((r) => r.module === module && r.userId === userId)?.value;
  const shopKinds = kinds(find('reminders', null)) ?? new Set<ReminderKind>();
  const shopSwitch = switchOf(find('vehicles', null)) ?? true;
  return (userId) => {
    // The vehicle module's "E-mail notifications" switch turns all of them off.
    if (!(switchOf(find('vehicles', userId)) ?? shopSwitch)) return new Set();
    return kinds(find('reminders', userId)) ?? shopKinds;
  };
}

/** As a notification's additional e-mails are checked (contract), so notifying never refuses one. */
const looksLikeEmail = (v: string) => z.email().safeParse(v).success;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 9: the registration administrator (and the additional e-mail) hear of every
 * registration reminder; the registration manager from the escalation threshold on.
 */
export function registrationContacts(item: ReminderItem, settings: Contacts): string[] {
  const escalated = item.level === 'escalation' || item.level === 'expired';
  return [
    settings.registration_admin_email,
    settings.registration_admin_additional_email,
    escalated ? settings.registration_manager_email : '',
  ]
    .map((e) => e.trim())
    .filter((e, i, all) => looksLikeEmail(e) && all.findIndex((o) => same(o, e)) === i);
}

export type Audience = { memberIds: number[]; contactEmails: string[]; mailTo: string[] };

/**
 * Who hears of one item: in the app, the members whose permissions fit (and members who are the
 * named registration contacts); by e-mail, the named contacts and the members who chose the kind.
 */
export function audienceOf(
  source: ReminderSource,
  item: ReminderItem,
  members: readonly MemberReach[],
  settings: Contacts,
  kindsOf: (userId: number) => Set<ReminderKind>,
): Audience {
  const contactEmails = source.kind === 'registration' ? registrationContacts(item, settings) : [];
  const permitted = members.filter((m) => m.isSuperuser || m.permissions.has(source.permission));
  const contacts = members.filter((m) => contactEmails.some((e) => same(e, m.email)));
  const memberIds = [...new Set([...permitted, ...contacts].map((m) => m.userId))];
  const choosers = permitted
    .filter((m) => kindsOf(m.userId).has(source.kind) && looksLikeEmail(m.email))
    .map((m) => m.email);
  const mailTo = [...contactEmails, ...choosers].filter(
    (e, i, all) => all.findIndex((o) => same(o, e)) === i,
  );
  return { memberIds, contactEmails, mailTo };
}
