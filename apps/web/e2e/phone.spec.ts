import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

// A phone: 390 px wide (issue 10), touch, the mobile layout.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('vehicle list on a phone', () => {
  test('cards instead of a table, the filters behind a toggle, pages, and a card opens the vehicle', async ({
    page,
    asUser,
  }) => {
    await asUser('manager', '/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', exact: true })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // Nothing scrolls sideways: the page is no wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Each card carries the plate, location, driver and a status badge.
    const first = cards.first();
    await expect(first.getByText('License Plate')).toBeVisible();
    await expect(first.getByText('Location')).toBeVisible();
    await expect(first.getByText('Primary Driver')).toBeVisible();
    await expect(first.locator('[data-badge-color]')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The same filters, behind a toggle on a small screen.
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('checkbox', { name: 'Loaner' }).click();
    await expect(page).toHaveURL(/types=loaner/);
    await expect(page.getByRole('checkbox', { name: 'Loaner' })).toBeChecked();
    await expect(cards.first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).not.toHaveURL(/types=/);
    await page.getByRole('button', { name: 'Hide Filters' }).click();

    // Sort and pages.
    // Each step waits for its page of the list: the cards keep the previous page until it comes.
    const listReply = (part: RegExp) =>
      page.waitForResponse(
        (r) => r.url().includes('/api/vehicles/vehicles/?') && part.test(r.url()),
      );
    const sorted = listReply(/ordering=-description/);
    await page.getByLabel('Sort by').selectOption({ label: 'Vehicle Description (Z to A)' });
    await expect(page).toHaveURL(/ordering=-description/);
    await sorted;
    const pageTwo = page.getByRole('button', { name: 'Page 2' });
    if (await pageTwo.isVisible()) {
      const firstOnPageOne = await cards.first().getByRole('paragraph').first().textContent();
      const second = listReply(/page=2/);
      await pageTwo.click();
      await expect(page).toHaveURL(/page=2/);
      await second;
      await expect(cards.first().getByRole('paragraph').first()).not.toHaveText(
        firstOnPageOne ?? '',
      );
    }

    // A card is a link: the keyboard reaches it and Enter opens the vehicle.
    await cards.first().getByRole('link').focus();
    // The card that has the focus is the one Enter opens.
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/vehicles\/[A-Z0-9]{17}$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('button', { name: /Back to List/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
