import { expect as baseExpect, test } from './fixtures';
import { expectAccessibleInBothThemes } from './axe';

// The demo fleet on a shared machine: patient waits (guards, not speed checks).
const expect = baseExpect.configure({ timeout: 20_000 });

type Page = { count: number; results: { policy_number: string; vehicle_description: string }[] };

test.describe('insurance overview for a real fleet (issue 24 item 5)', () => {
  test('search a policy number, filter by company and ending within N days, page, open details', async ({
    page,
    asUser,
    request,
  }) => {
    test.setTimeout(180_000);
    const session = await asUser('manager', '/vehicles/insurance');
    const activeSection = page.getByRole('region', { name: 'Active policies' });
    const previousSection = page.getByRole('region', { name: 'Previous policies' });
    const activeRows = activeSection.getByRole('table').getByRole('row');
    await expect(activeSection.getByRole('table')).toBeVisible();

    // Search a policy number: the one individual policy, and the address keeps it.
    await page.getByRole('searchbox', { name: 'Search' }).fill('CA-11873');
    await expect(page).toHaveURL(/\?q=CA-11873$/);
    await expect(activeRows).toHaveCount(2);
    await expect(activeRows.nth(1)).toContainText('Coastal Auto Insurance');
    await expect(previousSection.getByText('No previous policies.')).toBeVisible();

    // A search that matches nothing says so and offers to clear.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-policy');
    await expect(page.getByText('Nothing matched “no-such-policy”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/vehicles\/insurance$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    // Company and ending within N days: Coastal's CA-11873 ends in 305 days, CA-11874 in 345.
    await page.getByRole('combobox', { name: 'Insurance company' }).fill('Coastal Auto Insurance');
    await page.getByRole('textbox', { name: 'Ending within (days)' }).fill('320');
    await expect(page).toHaveURL(/company=Coastal\+Auto\+Insurance&ends=320/);
    await expect(activeRows).toHaveCount(2);
    await expect(activeRows.nth(1)).toContainText('Coastal Auto Insurance');
    const filtered = (await (
      await request.get(
        '/api/vehicles/policies/?active=true&company=Coastal%20Auto%20Insurance&ends_within=320',
        { headers: session.headers },
      )
    ).json()) as Page;
    expect(filtered.results.map((p) => p.policy_number)).toEqual(['CA-11873']);
    await expectAccessibleInBothThemes(page);

    // Pages: the whole active fleet, ten a page; page 2 is in the address and Back returns.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/vehicles\/insurance$/);
    const all = (await (
      await request.get('/api/vehicles/policies/?active=true&page=1&page_size=10', {
        headers: session.headers,
      })
    ).json()) as Page;
    expect(all.count).toBeGreaterThan(10);
    await expect(activeSection.getByLabel(`${all.count} active policies`)).toBeVisible();
    const firstOnPage1 = (await activeRows.nth(1).textContent()) ?? '';
    await activeSection.getByRole('button', { name: 'Active page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(activeRows.nth(1)).not.toHaveText(firstOnPage1);
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\/insurance$/);
    await expect(activeRows.nth(1)).toHaveText(firstOnPage1);

    // A row opens its details.
    await activeRows.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Insurance Policy Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Policy Number')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open Policy' })).toBeVisible();
  });

  test('at 390 px the policies are cards, without horizontal scroll', async ({ page, asUser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await asUser('manager', '/vehicles/insurance?q=CA-1187');
    const cards = page.getByRole('list', { name: 'Active policies' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await cards
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Insurance Policy Details' })).toBeVisible();
  });
});
