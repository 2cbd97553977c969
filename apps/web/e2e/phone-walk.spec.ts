import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { demoRecords, misfits, openInApp, settled } from './phone-fit';
import { PHONE_SCREENS, pathOf } from './phone-screens';

// A phone: 390 px wide, touch (issue 24 item 3).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('every screen fits a 390 px phone: nothing scrolls sideways, nothing is cut', async ({
  page,
  request,
  asUser,
}) => {
  // Every screen in turn, as the other whole-app walks (console-clean, contrast): a guard, not a
  // speed check; it took 38 s alone and passed 60 s on a loaded 2-core machine.
  test.setTimeout(180_000);
  const demo = await demoRecords(request, await asUser('admin', '/'));
  let previous = '/';
  for (const screen of PHONE_SCREENS) {
    const path = pathOf(screen, demo);
    await test.step(path, async () => {
      // The same screen again starts afresh: what the last visit opened is not left open.
      if (path === previous) await page.goto(path);
      else await openInApp(page, path);
      previous = path;
      await settled(page);
      if (screen.shows) await expect(screen.shows(page)).toBeVisible();
      expect.soft(await misfits(page), path).toEqual([]);
      for (const [press, then] of screen.opens ?? []) {
        await press(page).click({ timeout: 7_000 });
        await expect(then(page)).toBeVisible();
        await settled(page);
        const opened = then(page);
        const name = (await opened.getAttribute('aria-label')) ?? (await opened.textContent());
        expect.soft(await misfits(page), `${path}, ${name?.slice(0, 40)}`).toEqual([]);
        // What opened as a dialog closes before the next control is pressed; a tab stays.
        if ((await opened.getAttribute('role')) === 'dialog') {
          await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
        }
      }
    });
  }
});

test('the vehicle tabs scroll sideways: each reached by touch and by the keyboard, the active one in view', async ({
  page,
  request,
  asUser,
}) => {
  const demo = await demoRecords(request, await asUser('manager', '/'));
  await page.goto(`/vehicles/${demo.vin}?tab=documents`);
  const bar = page.getByRole('tablist');
  const tabs = bar.getByRole('tab');
  const documents = bar.getByRole('tab', { name: 'Documents' });
  const overview = bar.getByRole('tab', { name: 'Overview' });
  await expect(documents).toHaveAttribute('aria-selected', 'true');
  /** The whole tab is inside the bar's visible part. */
  const inView = (tab: typeof documents) =>
    tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const shown = el.closest('[role="tablist"]')!.getBoundingClientRect();
      return box.left >= shown.left - 1 && box.right <= shown.right + 1;
    });

  // The tabs are wider than the phone: the bar scrolls, the page does not, and the tab the
  // address opened is the one in view.
  expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await inView(documents)).toBe(true);
  expect(await inView(overview)).toBe(false);

  // By touch: a swipe along the bar brings the first tab back, a tap opens it.
  const box = (await bar.boundingBox())!;
  // A finger drawn along the bar (touch events, as a phone sends them).
  const swipe = async (distance: number) => {
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const from = Math.round(box.x + box.width / 2 - distance / 2);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    });
    for (let step = 1; step <= 10; step += 1) {
      const x = Math.round(from + (distance * step) / 10);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
  // Nine tabs (issue 34 added Fuel, Inspections & Issues and Drivers): a swipe or two.
  const swipeUntilInView = async (tab: typeof documents, distance: number) => {
    for (let swipes = 0; swipes < 3 && !(await inView(tab)); swipes += 1) {
      await swipe(distance);
      // The bar's momentum ends (two reads of its scroll alike) before the next look.
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const now = await bar.evaluate((el) => el.scrollLeft);
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
    }
    await expect.poll(() => inView(tab)).toBe(true);
  };
  await swipeUntilInView(overview, 300);
  await overview.tap();
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await swipeUntilInView(documents, -300);

  // By the keyboard: from the first tab, the arrow keys walk to the last, each one shown.
  await overview.focus();
  const count = await tabs.count();
  for (let i = 1; i < count; i += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(i)).toBeFocused();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inView(tabs.nth(i))).toBe(true);
  }
  await page.keyboard.press('Home');
  await expect(overview).toBeFocused();
  await expect.poll(() => inView(overview)).toBe(true);

  // The bar and the records as cards pass axe in both themes.
  await page.getByRole('tab', { name: /Mileage/ }).click();
  await expect(page.getByRole('list', { name: 'Mileage history' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
