import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, download, GUARD_MS, makeMasterData, makeStockIn, poll } from './support/ui';

/** What the generator wrote on the sheet: each log's diameter (cm) and length (m), null where empty. */
interface Truth {
  rows: { number: number; values: { diameter: number | null; length: number | null } }[];
}
interface DiameterSheet {
  records: { dia: number; length: number; qty: number }[];
}

const ROOT = resolve(__dirname, '../../..');
/** The stock-in sheet's logs are 4 m long (makeStockIn): the length of a log with none written. */
const SHEET_LENGTH = 4;

describe('handwritten diameter sheets (issue 40 acceptance; spec §2 Stock-in list, the diameter sheets dialog)', () => {
  const browser = browserForSuite();
  let dir: string;
  let photo: string;
  let truth: Truth;

  beforeAll(async () => {
    // "fill it (here: the generated set)": template two as the evaluation writes and photographs it
    dir = await mkdtemp(join(tmpdir(), 'handwritten-'));
    await promisify(execFile)(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        'tools/model/handwriting/evaluate-handwriting.ts',
        '--sheets',
        '1',
        '--out',
        dir,
      ],
      { cwd: ROOT, timeout: 120_000 },
    ).catch((error: unknown) => console.warn(String(error)));
    photo = join(dir, 'template-2-001.jpg');
    truth = JSON.parse(await readFile(join(dir, 'template-2-001.json'), 'utf8')) as Truth;
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints template two in Russian, reads its photo on the re-measure tab, corrects the doubtful cells shown first and saves', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const master = await makeMasterData(page, {
      yard: `Handwritten yard ${stamp}`,
      kind: `Handwritten pine ${stamp}`,
      customer: `Handwritten seller ${stamp}`,
    });
    const sheet = await makeStockIn(page, master, [{ dia: 30, qty: 4 }]);

    // a new user in Russian: the stock-in list, the sheet's diameter sheets
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-ru').click();
    await page.goto('/stock/entry');
    await page.locator('#stock-in-filter-spu').fill(sheet.spu);
    await page.locator('#stock-in-filter-spu').press('Enter');
    const row = page.getByTestId('stock-in-table').locator('tbody tr', { hasText: sheet.spu });
    await row.waitFor();
    await row.getByTestId('stock-in-diameter-sheets').click();
    const checked = page.getByTestId('diasheet-dialog').getByTestId('diasheet-checked');
    await checked.waitFor();

    // template two printed: one A4 PDF named in Russian
    const printed = await download(page, () => checked.getByTestId('diasheet-checked-template-2').click());
    expect(printed.name).toMatch(/шаблон два.*\.pdf$/);

    // its filled photo read on the re-measure tab
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      checked.getByTestId('diasheet-checked-photo-2').click(),
    ]);
    await chooser.setFiles(photo);
    const review = page.getByTestId('diasheet-checked-photo-review');
    await review.waitFor({ timeout: 60_000 });
    const written = truth.rows.filter((log) => log.values.diameter !== null);
    const rows = review.getByTestId('diasheet-checked-photo-review-row');
    await poll(() => rows.count()).toBe(written.length);
    // the doubtful rows first, each marked
    const doubtful = (await rows.evaluateAll((all) => all.map((tr) => tr.getAttribute('data-doubtful')))).map(
      (value) => value === 'true',
    );
    const marked = doubtful.filter(Boolean).length;
    expect(marked).toBeGreaterThan(0);
    expect(doubtful).toEqual([
      ...Array<boolean>(marked).fill(true),
      ...Array<boolean>(doubtful.length - marked).fill(false),
    ]);
    await screenshot(page, 'handwritten-sheet-review');

    // each flagged cell corrected to what is written on the sheet
    const numberOf = async (index: number) =>
      Number(/\d+/.exec((await rows.nth(index).locator('td').nth(1).textContent()) ?? '')![0]);
    let corrected = 0;
    for (let index = 0; index < marked; index++) {
      const number = await numberOf(index);
      const values = truth.rows.find((candidate) => candidate.number === number)!.values;
      for (const [field, value] of [
        ['dia', values.diameter],
        ['len', values.length],
      ] as const) {
        const input = rows.nth(index).getByTestId(`diasheet-checked-photo-review-${field}`);
        if ((await input.getAttribute('data-flagged')) === 'true') {
          await input.fill(value === null ? '' : String(value));
          corrected += 1;
        }
      }
    }
    expect(corrected).toBeGreaterThanOrEqual(1);
    await review.getByTestId('diasheet-checked-photo-review-length').fill(String(SHEET_LENGTH));
    await page.waitForTimeout(GUARD_MS);
    await review.getByTestId('diasheet-checked-photo-review-take').click();
    await review.waitFor({ state: 'detached' });

    // saved through /checkStock/modify: the checked sheet is what was written, log for log
    await checked.getByTestId('diasheet-checked-save').click();
    await poll(() => checked.getByTestId('diasheet-checked-state').textContent()).not.toBe('');
    const expected = new Map<string, number>();
    for (const log of written) {
      const key = `${log.values.diameter}|${log.values.length ?? SHEET_LENGTH}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const saved = async () =>
      (await apiCall<DiameterSheet>(page, '/checkStock/stats/dia', { id: sheet.id })).records
        .map((record) => [`${record.dia}|${record.length}`, record.qty] as const)
        .sort();
    await poll(saved).toEqual([...expected.entries()].sort());
    // the checked figures beside what the stock-in sheet measured
    await poll(() => checked.getByTestId('diasheet-checked-total').textContent()).toMatch(
      new RegExp(`^${written.length}\\D`),
    );
    await screenshot(page, 'handwritten-sheet-saved');
    await context.close();
  }, 180_000);
});
