import { expect, test } from './fixtures';
import { randomVin } from './vins';

/** YYYY-MM-DD, `days` from `today` (a calendar date: no time zone involved). */
const addDays = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test.describe('reminders', () => {
  test('after a run, the bell shows the new critical reminder and its action opens the vehicle', async ({
    page,
    request,
    asUser,
    apiAs,
  }) => {
    // The day's reminders have run (the demo's own reminders are out of the way)...
    await asUser('admin', '/module-registry-diagnostics');
    const card = page.getByRole('region', { name: 'Daily Reminders' });
    await expect(
      card.getByText(
        'E-mail is not configured (SMTP_URL is not set): reminder e-mails wait in the outbox.',
      ),
    ).toBeVisible();
    const manualRuns = card
      .getByRole('table', { name: 'Reminder runs' })
      .getByRole('row')
      .filter({ hasText: 'Run now' });
    const runNow = async () => {
      const before = await manualRuns.count();
      await card.getByRole('button', { name: 'Run reminders now' }).click();
      await expect(manualRuns).toHaveCount(before + 1, { timeout: 30_000 });
      await expect(card.getByRole('button', { name: 'Run reminders now' })).toBeEnabled({
        timeout: 30_000,
      });
    };
    await runNow();

    // ...then a registration of the admin's current shop comes within 5 days of expiry.
    const { headers } = await apiAs('admin');
    // The shop's today (its time zone's date), not this machine's.
    const { today } = (await (await request.get('/api/shops/settings/', { headers })).json()) as {
      today: string;
    };
    const vin = randomVin();
    const model = `Remind ${vin.slice(0, 5)}`;
    const created = await request.post('/api/vehicles/vehicles/', {
      headers,
      data: {
        vin,
        make: 'Nissan',
        model,
        year: 2024,
        license_plate: `R${vin.slice(0, 6)}`,
        location: null,
        primary_driver: null,
        vehicle_types: ['loaner'],
      },
    });
    expect(created.status()).toBe(201);
    const registration = await request.post('/api/vehicles/registrations/', {
      headers,
      data: {
        vehicle: vin,
        plate_cost: '95.00',
        expiration_date: addDays(today, 5),
        last_renewed: addDays(today, -360),
      },
    });
    expect(registration.status()).toBe(201);
    await runNow();

    // The bell shows it (the list is polled; reload to ask now).
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Notifications, \d+ unread$/ });
    const item = dialog.getByRole('listitem').filter({ hasText: `2024 Nissan ${model}` });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Registration expires in 5 days')).toBeVisible();
    await expect(item.getByText('Action Required')).toBeVisible();

    await item.getByRole('button', { name: 'Open vehicle' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vin}$`));
    await expect(page.getByText(vin).first()).toBeVisible();
  });
});
