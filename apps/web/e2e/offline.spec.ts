import {
  expectNoSidewaysScroll,
  markHoodDentWithPhoto,
  reservedAgreement,
  sign,
  tapFuel,
} from './at-the-car';
import { expect, test } from './fixtures';

// In the parking lot: a phone, 390 px wide, touch, with the app's service worker at work.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
});

test.describe('a phone that loses its signal', () => {
  test('a check-out finished with no signal survives a reload, then goes once, with its photo, when the signal returns', async ({
    page,
    request,
    apiAs,
    asUser,
  }) => {
    const session = await apiAs('manager');
    const agreement = await reservedAgreement(request, session);
    await asUser('manager', `/loaners/agreements/${agreement.id}?at=check-out`);
    // The app is installable: its manifest, and a service worker that has cached its code.
    const manifest = await request.get('/manifest.webmanifest');
    expect(await manifest.json()).toMatchObject({ name: 'Fleetdesk', display: 'standalone' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.getByLabel('Odometer').fill('15000');
    await tapFuel(page, 'Full');
    await markHoodDentWithPhoto(page);
    await sign(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Confirm check-out' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send' });
    await expect(waiting).toContainText('No connection: the check-out is kept');
    await expectNoSidewaysScroll(page);

    // The page is reloaded with no signal: the app opens from the phone, the step still waits.
    // A phone with no signal tells the page it opens (navigator.onLine false) and tells it again
    // when the signal returns (the online event); Playwright's offline emulation does neither
    // for a reloaded page, so the page is told as the phone would.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', {
        get: () => false,
        configurable: true,
      }),
    );
    await page.reload();
    await expect(waiting).toContainText(
      'Odometer 15,000 miles · fuel Full · 1 damage mark · 1 photo · signed by',
    );
    await expect(page.getByRole('heading', { name: agreement.number })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check out' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/offline-390.png`, fullPage: true });
    }

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(waiting).toBeHidden();
    await expect(page.getByText('Out', { exact: true })).toBeVisible();
    // The photo kept on the phone went up after the check-out.
    const condition = page.getByRole('region', { name: 'Condition' });
    await expect(condition.getByText('Hood: Dent (size of a coin)')).toBeVisible();
    await expect(condition.getByRole('img', { name: 'Photo of the Hood damage' })).toBeVisible();
    const { headers } = session;
    const readings = await request.get(`/api/vehicles/mileage-logs/?vehicle=${agreement.vin}`, {
      headers,
    });
    expect(((await readings.json()) as { results: { mileage: number }[] }).results).toEqual([
      expect.objectContaining({ mileage: 15000, source: 'rental' }),
    ]);
    const documents = await request.get(`/api/vehicles/documents/?vehicle=${agreement.vin}`, {
      headers,
    });
    // One signed agreement and one photo: nothing was sent twice.
    const filed = (await documents.json()) as { results: { is_pdf: boolean; title: string }[] };
    expect(filed.results.filter((d) => d.is_pdf)).toHaveLength(1);
    expect(filed.results.filter((d) => d.title.endsWith('(check-out): Hood'))).toHaveLength(1);
    expect(filed.results).toHaveLength(2);
  });
});
