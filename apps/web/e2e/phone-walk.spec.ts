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
