import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Session } from './fixtures';
import type { Demo } from './phone-screens';

type Listing<T> = { results: T[] };

async function firstOf<T>(request: APIRequestContext, session: Session, path: string) {
  const res = await request.get(path, { headers: session.headers });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  const first = ((await res.json()) as Listing<T>).results[0];
  expect(first, `${path} lists nothing`).toBeDefined();
  return first!;
}

type Financing = {
  id: number;
  company_name: string;
  loan_amount: string | null;
  vehicle_vin: string;
};

/**
 * The demo's records the walk opens: the shop's first vehicle (the demo's first loan, First
 * Harbor Bank's $22,000 with payments, its documents, policies, mileage and service), and loaner
 * agreements.
 */
export async function demoRecords(request: APIRequestContext, session: Session): Promise<Demo> {
  const res = await request.get('/api/vehicles/financing/?page_size=1000', {
    headers: session.headers,
  });
  const loans = ((await res.json()) as Listing<Financing>).results;
  const loan = loans.find(
    (f) => f.company_name === 'First Harbor Bank' && f.loan_amount === '22000.00',
  );
  expect(loan, 'the demo has its first loan').toBeDefined();
  const vin = loan!.vehicle_vin;
  const q = `?vehicle=${vin}`;
  const policy = await firstOf<{ id: number }>(request, session, `/api/vehicles/policies/${q}`);
  const returned = await firstOf<{ id: number }>(
    request,
    session,
    '/api/loaners/agreements/?status=returned',
  );
  const reserved = await firstOf<{ id: number }>(
    request,
    session,
    '/api/loaners/agreements/?status=reserved',
  );
  const out = await firstOf<{ id: number }>(
    request,
    session,
    '/api/loaners/agreements/?status=out',
  );
  const customer = await firstOf<{ id: number }>(request, session, '/api/loaners/customers/');
  return {
    vin,
    policy: policy.id,
    financing: loan!.id,
    returned: returned.id,
    reserved: reserved.id,
    out: out.id,
    customer: customer.id,
  };
}

/**
 * Opens a path inside the running app, as a link would (no reload: the walk stays quick), and
 * waits until its screen has rendered (the router renders a new screen in a transition).
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main')).toHaveAttribute('data-location', path, { timeout: 15_000 });
}

/** The screen has its title, nothing is loading any more and nothing is still sliding in. */
export async function settled(page: Page) {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

type Sampled = Window & { widestOverflow?: number; sampling?: boolean };

/**
 * Narrows (or widens) the window in the same tab and answers by how many pixels the page was
 * wider than the window at its widest, frame by frame, until nothing moves any more: a screen
 * that fits only once the shell has settled still slid sideways under the user meanwhile (the
 * invoice page did by 29 px while the sidebar's room was given back).
 */
export async function overflowWhileResizing(page: Page, size: { width: number; height: number }) {
  await page.evaluate(() => {
    const w = window as Sampled;
    w.widestOverflow = 0;
    w.sampling = true;
    const sample = () => {
      const root = document.documentElement;
      w.widestOverflow = Math.max(w.widestOverflow ?? 0, root.scrollWidth - root.clientWidth);
      if (w.sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) =>
      document.documentElement.clientWidth === width &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    size.width,
  );
  return page.evaluate(() => {
    const w = window as Sampled;
    w.sampling = false;
    return w.widestOverflow ?? 0;
  });
}

/**
 * What does not fit a phone on the page as it stands, in words: the page or the main content
 * wider than the screen, anything that scrolls sideways (a tab bar may), a dialog past the edge,
 * a badge cut short, an input too narrow for its placeholder, the shop's name cut in the top bar,
 * a target smaller than a fingertip's 24 px.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const what = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;

    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);
    const main = document.querySelector('main');
    if (main && main.scrollWidth > main.clientWidth)
      found.push(`the main content is ${main.scrollWidth} px wide in ${main.clientWidth}`);

    for (const el of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (el.getAttribute('role') === 'tablist' || !shown(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${what(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    for (const el of document.querySelectorAll('[role="dialog"]')) {
      const box = el.getBoundingClientRect();
      if (shown(el) && (box.left < -1 || box.right > width + 1))
        found.push(`dialog ${what(el)} reaches past the screen (${box.left}–${box.right})`);
    }
    for (const label of document.querySelectorAll('.mantine-Badge-label')) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 1)
        found.push(`badge "${label.textContent}" is cut`);
    }
    const pen = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!shown(input) || input.value !== '' || input.placeholder === '') continue;
      const style = getComputedStyle(input);
      pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = pen.measureText(input.placeholder).width;
      if (needs > room + 1)
        found.push(`placeholder "${input.placeholder}" needs ${Math.ceil(needs)} px, has ${room}`);
    }
    // WCAG 2.5.8: a target a finger presses is at least 24 × 24 px. A link inside a sentence is
    // exempt (the text's line sets it); so is a field's own input, whose box is its label's.
    const targets =
      'a[href], button, [role="button"], [role="checkbox"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';
    for (const el of document.querySelectorAll<HTMLElement>(targets)) {
      if (!shown(el) || el.closest('[aria-hidden="true"]')) continue;
      // An input's label presses it too: its target is the larger of the two (the fuel gauge's).
      const boxes = [el, ...((el as HTMLInputElement).labels ?? [])].map((t) =>
        t.getBoundingClientRect(),
      );
      const box = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      if (box.width >= 24 && box.height >= 24) continue;
      if (
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        el.parentElement?.closest('p')
      )
        continue;
      found.push(
        `${what(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, under 24`,
      );
    }
    const shop = document.querySelector('header [data-shop-name]');
    if (shop && shop.scrollWidth > shop.clientWidth + 1)
      found.push(`the shop's name "${shop.textContent}" is cut in the top bar`);
    return found;
  });
}
