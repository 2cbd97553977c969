import {
  REMINDER_EMAIL_SETTING,
  REMINDER_KINDS,
  REMINDER_KIND_LABELS,
} from '@fleetdesk/contract/reminders';
import type { SettingDefinition } from '@fleetdesk/contract/settings';

/**
 * The per-user choice of which reminders also come by e-mail (General Settings; in the app they
 * always come). Nothing by default: e-mail is what a member asks for. The composition root adds
 * it to the vehicle module's settings, so the settings API serves and validates it.
 */
export const REMINDER_EMAIL_DEFINITION: SettingDefinition = {
  module: REMINDER_EMAIL_SETTING.module,
  key: REMINDER_EMAIL_SETTING.key,
  label: 'Reminders by e-mail',
  description:
    'Which reminders you also receive by e-mail. In the app you always receive those your permissions cover.',
  category: 'workflow',
  value_type: 'multi_choice',
  validation_rules: {
    options: REMINDER_KINDS.map((kind) => ({ value: kind, label: REMINDER_KIND_LABELS[kind] })),
  },
  scope: 'user',
  default: [],
};
