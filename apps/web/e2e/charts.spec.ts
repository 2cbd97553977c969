import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 34: the glance's cost chart drew no bars (its stylesheet came with another screen's
// code). A chart's presence proves nothing; this journey opens every screen that draws charts
// as its first page (nothing else loaded before it) and measures the marks each chart drew.

type Drawn = { label: string; width: number; height: number; marks: number };

/** Every chart on the page: its frame's size and how many bars, sectors or lines have an area. */
function chartsOn(page: Page): Promise<Drawn[]> {
  return page.locator('.recharts-wrapper').evaluateAll((wrappers) =>
    wrappers.map((wrapper) => {
      const frame = wrapper.getBoundingClientRect();
      const marks = [
        ...wrapper.querySelectorAll(
          '.recharts-bar-rectangle path, .recharts-pie-sector path, .recharts-line-curve',
        ),
      ].filter((mark) => {
        const box = mark.getBoundingClientRect();
        // A line may be flat (no height); a bar or a sector has both.
        return mark.classList.contains('recharts-line-curve')
          ? box.width > 0
          : box.width > 0 && box.height > 0;
      }).length;
      const named = wrapper.closest('[aria-label]')?.getAttribute('aria-label');
      return { label: named ?? '(unnamed)', width: frame.width, height: frame.height, marks };
    }),
  );
}

async function expectDrawn(page: Page, screen: string, count: number) {
  // The charts come in with their screen's data: wait until every one has drawn its marks.
  await expect
    .poll(async () => (await chartsOn(page)).filter((c) => c.marks > 0).length, {
      message: `${screen}: charts with marks`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  for (const chart of await chartsOn(page)) {
    expect(chart.height, `${screen}: ${chart.label} has a height`).toBeGreaterThan(40);
    expect(chart.marks, `${screen}: ${chart.label} draws its marks`).toBeGreaterThan(0);
  }
}

for (const width of [1440, 390]) {
  test(`every chart draws its bars, sectors and lines at ${width} px`, async ({ page, asUser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const session = await asUser('admin', '/');
    // The dashboard: the recent services' spend and the fleet's overview.
    await expectDrawn(page, 'dashboard', 2);

    // A demo vehicle with services: its glance's cost and mileage charts.
    const reply = await page.request.get('/api/vehicles/service-records/?page_size=1', {
      headers: session.headers,
    });
    const [service] = ((await reply.json()) as { results: { vehicle: string }[] }).results;
    expect(service, 'the demo has a service record').toBeTruthy();
    await page.goto(`/vehicles/${service!.vehicle}`);
    await expectDrawn(page, 'the glance', 2);

    await page.goto('/vehicles/financing?view=analytics');
    await expectDrawn(page, 'financing analytics', 3);

    await page.goto('/loaners/utilisation');
    await expectDrawn(page, 'loaner utilisation', 2);

    // Issue 34 §5: the demo's costs of the last twelve months, stacked by kind.
    await page.goto('/vehicles/reports/costs');
    await expectDrawn(page, 'cost report', 1);
  });
}
