import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { ReminderEmailSection } from './ReminderEmailSection';

const URL = 'GET /api/base/settings/?module=reminders&include_global=true';
const setting = (value: string[]) => ({
  id: 'reminders.email_kinds',
  module: 'reminders',
  key: 'email_kinds',
  label: 'Reminders by e-mail',
  description: '',
  category: 'workflow',
  value_type: 'multi_choice',
  value,
  validation_rules: {},
  scope: 'user',
  default: [],
  source: value.length ? 'user' : 'default',
  global_value: [],
});

describe('ReminderEmailSection', () => {
  it('shows the saved choice and saves a new one', async () => {
    let saved = ['registration'];
    const calls = stubFetch({
      [URL]: () => json([setting(saved)]),
      'POST /api/base/settings/update_user_setting/': ({ body }) => {
        saved = (body as { value: string[] }).value;
        return json(setting(saved));
      },
    });
    renderWithProviders(<ReminderEmailSection />);
    expect(await screen.findByRole('checkbox', { name: 'Registrations' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Services due' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save reminder e-mails' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Services due' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder e-mails' }));

    expect(await screen.findByText('Reminder e-mails saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      module: 'reminders',
      key: 'email_kinds',
      value: ['registration', 'service'],
    });
    expect(screen.getByRole('checkbox', { name: 'Services due' })).toBeChecked();
  });

  it('keeps the ticks when a save fails, and says why', async () => {
    stubFetch({
      [URL]: json([setting([])]),
      'POST /api/base/settings/update_user_setting/': json({ value: ['Not allowed.'] }, 400),
    });
    renderWithProviders(<ReminderEmailSection />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Insurance policies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder e-mails' }));
    expect(await screen.findByText('Failed to save reminder e-mails')).toBeInTheDocument();
    expect(screen.getByText('Not allowed.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Insurance policies' })).toBeChecked();
  });

  it('says when the choice cannot be loaded', async () => {
    stubFetch({ [URL]: json({ detail: 'down' }, 500) });
    renderWithProviders(<ReminderEmailSection />);
    expect(await screen.findByText('Failed to fetch settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
