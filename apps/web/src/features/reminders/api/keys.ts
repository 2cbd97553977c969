/** Query keys of the reminders feature. */
export const reminderKeys = {
  all: ['reminders'] as const,
  status: () => [...reminderKeys.all, 'status'] as const,
};
