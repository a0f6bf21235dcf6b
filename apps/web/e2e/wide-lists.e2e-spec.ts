import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { makeMasterData, makeStockIn, poll } from './support/ui';

// Issue 22 item 3: the stock-in list's row actions were off-screen at 1440 px, and in zh and ja
// narrow columns wrapped headers and action links one character per line. The wide list keeps its
// actions column frozen on the right, its cells on one line, and the user chooses its columns,
// kept per user.

const LOCALES = ['zh', 'ja', 'ru', 'es', 'en'] as const;

/** Where the first row's actions and the header cells are, and whether any cell wraps. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="stock-in-table"]');
    const look = table?.querySelector('[data-testid="stock-in-look"]')?.getBoundingClientRect();
    const confirm = table?.querySelector('[data-testid="stock-in-confirm"]')?.getBoundingClientRect();
    // a text that wraps lays out on more than one line: its rectangles start at different heights
    const wraps = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        const lineHeight = parseFloat(getComputedStyle(node.parentElement ?? cell).fontSize) || 14;
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 0.8 * lineHeight) {
          return true;
        }
      }
      return false;
    };
    const wrapped = [...(table?.querySelectorAll('thead th, tbody tr:first-child td') ?? [])]
      .filter(wraps)
      .map((cell) => cell.textContent);
    return {
      viewport: window.innerWidth,
      lookRight: look?.right ?? Infinity,
      lookLeft: look?.left ?? -1,
      confirmRight: confirm?.right ?? Infinity,
      wrapped,
    };
  });
}

describe('the stock-in list as a wide list (issue 22 item 3)', () => {
  const browser = browserForSuite();
  const suffix = Date.now().toString(36);

  it('keeps the actions in view and every cell on one line, in five languages at 1440 px and on a phone', async () => {
    const { context, page } = await newPage(browser(), { width: 1440, height: 900 });
    await logIn(page, DEMO.admin);
    const master = await makeMasterData(page, {
      yard: `E2E Wide yard ${suffix}`,
      kind: `E2E Wide larch ${suffix}`,
      customer: `E2E Wide customer with a long name ${suffix}`,
    });
    await makeStockIn(page, master, [{ dia: 24, qty: 3 }]);
    await context.close();

    for (const locale of LOCALES) {
      for (const width of [1440, 390]) {
        const { context, page } = await newPage(browser(), { width, height: width > 400 ? 900 : 844 });
        await context.addCookies([{ name: 'language', value: locale, url: baseUrl() }]);
        await logIn(page, DEMO.admin);
        await page.goto('/stock/entry');
        await page.getByTestId('stock-in-look').first().waitFor();
        const layout = await layoutOf(page);
        // the frozen actions column: in view, not pushed off the right edge
        expect(layout.lookLeft, `${locale} ${width}px`).toBeGreaterThanOrEqual(0);
        expect(layout.lookRight, `${locale} ${width}px`).toBeLessThanOrEqual(layout.viewport);
        expect(layout.confirmRight, `${locale} ${width}px`).toBeLessThanOrEqual(layout.viewport);
        expect(layout.wrapped, `${locale} ${width}px`).toEqual([]);
        if (locale === 'zh' || locale === 'ru') {
          await screenshot(page, `stock-in-list-${locale}-${width}`);
        }
        await context.close();
      }
    }
  });

  it('shows the columns the user chose, in any browser they log in from', async () => {
    const first = await newPage(browser(), { width: 1440, height: 900 });
    await logIn(first.page, DEMO.admin);
    // start from every column shown
    const token = (await first.context.cookies()).find((c) => c.name === 'Business-Token')?.value ?? '';
    const reset = await first.page.request.put('/api/sys/user/columns', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { table: 'stock-in', hidden: [] },
    });
    expect(((await reset.json()) as { code: number }).code).toBe(0);
    await first.page.goto('/stock/entry');
    const table = first.page.getByTestId('stock-in-table');
    const headers = () => table.locator('thead th').allTextContents();
    await first.page.getByTestId('stock-in-look').first().waitFor();
    await expect.poll(() => headers()).toContain('Device');
    await expect.poll(() => headers()).toContain('Created by');
    const chooser = first.page.getByTestId('stock-in-table-columns');
    const total = Number(/(\d+)\/(\d+)/.exec((await chooser.textContent()) ?? '')?.[2]);
    await expect.poll(() => chooser.textContent()).toBe(`Columns ${total}/${total}`);

    await chooser.click();
    const panel = first.page.getByTestId('stock-in-table-columns-panel');
    await panel.getByText('Device', { exact: true }).click();
    await panel.getByText('Created by', { exact: true }).click();
    await poll(headers).not.toContain('Device');
    await expect.poll(() => headers()).not.toContain('Created by');
    await expect.poll(() => chooser.textContent()).toBe(`Columns ${total - 2}/${total}`);
    // the actions are not offered: they always show
    await expect.poll(() => panel.getByText('Actions', { exact: true }).count()).toBe(0);
    await expect.poll(() => headers()).toContain('Actions');
    await screenshot(first.page, 'stock-in-list-columns');

    // kept across a reload, and from another browser of the same user
    await poll(async () => {
      await first.page.reload();
      await first.page.getByTestId('stock-in-look').first().waitFor();
      return headers();
    }).not.toContain('Device');
    const second = await newPage(browser(), { width: 1440, height: 900 });
    await logIn(second.page, DEMO.admin);
    await second.page.goto('/stock/entry');
    await second.page.getByTestId('stock-in-look').first().waitFor();
    const secondHeaders = await second.page
      .getByTestId('stock-in-table')
      .locator('thead th')
      .allTextContents();
    expect(secondHeaders).not.toContain('Device');
    expect(secondHeaders).not.toContain('Created by');
    expect(secondHeaders).toContain('Sheet number');

    // shown again
    await second.page.getByTestId('stock-in-table-columns').click();
    const secondPanel = second.page.getByTestId('stock-in-table-columns-panel');
    await secondPanel.getByText('Device', { exact: true }).click();
    await secondPanel.getByText('Created by', { exact: true }).click();
    await poll(() =>
      second.page.getByTestId('stock-in-table').locator('thead th').allTextContents(),
    ).toContain('Created by');
    await first.context.close();
    await second.context.close();
  });
});
