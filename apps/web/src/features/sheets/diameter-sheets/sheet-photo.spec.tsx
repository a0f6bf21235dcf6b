import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type HandwritingCell, type HandwritingReading, type HandwritingRow } from '@timber/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, renderApp, stubFetch } from '../../../test/render';
import { DiameterSheetsDialog } from './diameter-sheets-dialog';
import {
  checkReview,
  checkSheetPhoto,
  cropStyle,
  reviewIsValid,
  type ReviewRow,
  reviewRowsOf,
  takeInto,
  takenRows,
} from './sheet-photo-rules';

const state = clerkSession(['stock/entry']);
const stockIn = { id: 's1', spu: 'IN-1', standardType: 'ch', quantity: 4, volume: 1.164 };
const PAGE = { w: 210, h: 297, pxPerMm: 4 };

const cell = (
  field: HandwritingCell['field'],
  value: number | null,
  flags: HandwritingCell['flags'] = [],
): HandwritingCell => ({
  field,
  digits: value === null ? [null, null] : [...String(value).replace('.', '')].map(Number),
  value,
  confidence: flags.length > 0 ? 0.6 : 0.99,
  flags,
});
const line = (number: number, cells: HandwritingCell[], doubtful = false): HandwritingRow => ({
  number,
  crop: { x: 10, y: 20 + number * 10, w: 60, h: 8 },
  cells,
  confidence: doubtful ? 0.6 : 0.99,
  doubtful,
});
const reading = (
  template: 1 | 2,
  status: HandwritingReading['status'],
  rows: HandwritingRow[] = [],
  problem: HandwritingReading['problem'] = null,
): HandwritingReading => ({
  id: '7b0c7a4e-5b7e-4a53-9d1a-1f0e2b3c4d5e',
  template,
  status,
  problem,
  rows,
  page: PAGE,
  modelVersion: status === 'read' ? 'digits-1' : null,
  createTime: '2026-11-30T03:00:00Z',
});
const READING_PATH = '/api/cmw/handwriting/reading/7b0c7a4e-5b7e-4a53-9d1a-1f0e2b3c4d5e';

/** Template two as written: two doubtful logs (an unsure 35 that is 36, an out-of-limits 320 that is 32). */
const TEMPLATE_TWO = [
  line(1, [cell('diameter', 32), cell('length', 4)]),
  line(2, [cell('diameter', 28), cell('length', null)]),
  line(3, [cell('diameter', 35, ['unsure']), cell('length', 4)], true),
  line(4, [cell('diameter', 320, ['outOfLimits']), cell('length', null)], true),
  line(5, [cell('diameter', 32), cell('length', 4.5)]),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (type = 'image/jpeg', bytes = 1024) =>
  new File([new Uint8Array(bytes)], 'sheet.jpg', { type, lastModified: 1 });
const choosePhoto = (tab: HTMLElement, template: 1 | 2, file = photo()) => {
  fireEvent.click(within(tab).getByTestId(`diasheet-checked-photo-${template}`));
  fireEvent.change(within(tab).getByTestId('diasheet-checked-photo-file'), { target: { files: [file] } });
};
const tabRows = (tab: HTMLElement) =>
  within(tab)
    .getAllByTestId('diasheet-checked-row')
    .map((row) =>
      ['dia', 'len', 'qty']
        .map((field) => within(row).getByTestId<HTMLInputElement>(`diasheet-checked-row-${field}`).value)
        .join('/'),
    );

describe('reading the photo of a handwritten diameter sheet (issue 40)', () => {
  it('sends the photo, asks until it is read, shows the doubtful rows first and marked, and the tab saves the corrected rows', async () => {
    const uploads: { path: string; photo: unknown }[] = [];
    const saves: unknown[] = [];
    let asked = 0;
    stubFetch((path, body) => {
      if (path === '/api/checkStock/stats/dia') {
        return envelope({ sheet: null, records: [{ dia: 30, length: 4, qty: 3, vol: 0.873 }] });
      }
      if (path === '/api/purchase/diasheet/list/s1') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/cmw/handwriting/2') {
        uploads.push({ path, photo: (body as FormData).get('photo') });
        return envelope(reading(2, 'reading'));
      }
      if (path === READING_PATH) {
        asked += 1;
        return envelope(asked === 1 ? reading(2, 'reading') : reading(2, 'read', TEMPLATE_TWO));
      }
      if (path === `${READING_PATH}/page`) {
        return new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } });
      }
      if (path === '/api/checkStock/modify') {
        saves.push(body);
        return envelope({ id: 'c1', qty: 8, vol: 2 });
      }
      return envelope(null);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:page', revokeObjectURL: vi.fn() }),
    );
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    const tab = await screen.findByTestId('diasheet-checked');
    await waitFor(() => expect(tabRows(tab)).toEqual(['30/4/3']));
    expect(within(tab).getByTestId('diasheet-checked-photo-2').textContent).toBe(
      'Read a photo of template two',
    );

    choosePhoto(tab, 2);
    const dialog = await screen.findByTestId('diasheet-checked-photo-dialog');
    expect(within(dialog).getByText('Photo of template two')).toBeTruthy();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect((uploads[0]!.photo as File).name).toBe('sheet.jpg');
    // long work shows progress while the reading is asked about, every second
    expect((await within(dialog).findByTestId('diasheet-checked-photo-progress')).textContent).toContain(
      'Reading the sheet',
    );
    const review = await within(dialog).findByTestId('diasheet-checked-photo-review', {}, { timeout: 4000 });
    expect(asked).toBe(2);
    expect(within(review).getByTestId('diasheet-checked-photo-review-summary').textContent).toBe(
      '5 rows read; 2 to check, shown first',
    );

    // the doubtful logs first, marked, each marked cell saying why; then the others in printed order
    const rows = () => within(review).getAllByTestId('diasheet-checked-photo-review-row');
    const dia = (index: number) =>
      within(rows()[index]!).getByTestId<HTMLInputElement>('diasheet-checked-photo-review-dia');
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '3Check',
      '4Check',
      '1',
      '2',
      '5',
    ]);
    expect(rows().map((row) => row.getAttribute('data-doubtful'))).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(dia(0).value).toBe('35');
    expect(within(rows()[0]!).getByRole('textbox', { name: 'Row 3 diameter' })).toBe(dia(0));
    const unsure = within(rows()[0]!).getByTestId('diasheet-checked-photo-review-flag');
    expect(unsure.textContent).toBe('Not sure of this reading: compare it with the photo');
    expect(dia(0).getAttribute('aria-describedby')).toContain(unsure.id);
    expect(within(rows()[1]!).getByTestId('diasheet-checked-photo-review-flag').textContent).toBe(
      'Outside the limits: correct it',
    );
    // the first cell to check has the focus
    expect(document.activeElement).toBe(dia(0));
    // each row beside its crop of the flat page (60 × 8 mm shown 240 px wide: 4 px a mm)
    const crop = within(rows()[0]!).getByRole('img', { name: 'Row 3 as photographed' });
    await waitFor(() => expect(crop.style.backgroundImage).toBe('url("blob:page")'));
    expect([crop.style.width, crop.style.height, crop.style.backgroundPosition]).toEqual([
      '240px',
      '32px',
      '-40px -200px',
    ]);

    // the length for logs without one starts as the tab's last row's
    expect(within(review).getByTestId('diasheet-checked-photo-review-length')).toHaveProperty('value', '4');
    // 320 cm is out of the limits: refused as the tab refuses it, nothing taken
    expect(within(rows()[1]!).getByTestId('diasheet-checked-photo-review-error').textContent).toBe(
      'Enter a whole diameter from 1 to 300 cm',
    );
    fireEvent.click(within(review).getByTestId('diasheet-checked-photo-review-take'));
    expect(within(review).getByTestId('diasheet-checked-photo-review-correct-first')).toBeTruthy();
    expect(tabRows(tab)).toEqual(['30/4/3']);

    fireEvent.change(dia(0), { target: { value: '36' } });
    fireEvent.change(dia(1), { target: { value: '32' } });
    // a corrected cell is no longer marked
    expect(within(review).queryAllByTestId('diasheet-checked-photo-review-flag')).toEqual([]);
    fireEvent.click(within(review).getByTestId('diasheet-checked-photo-review-take'));
    // the tab holds a row: replace it or add after it, never lost unasked
    const question = within(review).getByTestId('diasheet-checked-photo-review-question');
    expect(question.textContent).toContain(
      'The sheet already has 1 row. Replace it with the 4 rows read, or add these at the end?',
    );
    expect(document.activeElement).toBe(within(question).getByText('Cancel').closest('button'));
    fireEvent.click(within(question).getByTestId('diasheet-checked-photo-review-append'));

    await waitFor(() => expect(screen.queryByTestId('diasheet-checked-photo-dialog')).toBeNull());
    // the logs counted by diameter and length; nothing sent before the tab's save
    expect(tabRows(tab)).toEqual(['30/4/3', '28/4/1', '32/4/2', '32/4.5/1', '36/4/1']);
    expect(saves).toEqual([]);
    fireEvent.click(within(tab).getByTestId('diasheet-checked-save'));
    // the corrected rows are what the save sends, as numbers
    const sent = (body: unknown) => {
      const { stockInHeadId, diameters } = body as {
        stockInHeadId: string;
        diameters: Record<string, number>[];
      };
      return [stockInHeadId, ...diameters.map((row) => `${row['dia']} cm × ${row['len']} m: ${row['qty']}`)];
    };
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(sent(saves[0])).toEqual([
      's1',
      '30 cm × 4 m: 3',
      '28 cm × 4 m: 1',
      '32 cm × 4 m: 2',
      '32 cm × 4.5 m: 1',
      '36 cm × 4 m: 1',
    ]);
  });

  it('says what to retake when a photo is not read, and takes another', async () => {
    const uploads: string[] = [];
    stubFetch((path) => {
      if (path === '/api/checkStock/stats/dia' || path === '/api/purchase/diasheet/list/s1') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/cmw/handwriting/1') {
        uploads.push(path);
        return envelope(reading(1, 'reading'));
      }
      if (path === READING_PATH) {
        return envelope(reading(1, 'failed', [], 'blurred'));
      }
      return envelope(null);
    });
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click');
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    const tab = await screen.findByTestId('diasheet-checked');
    await waitFor(() => expect(tabRows(tab)).toEqual(['//']));

    // a file that is no photo is refused before anything is sent
    choosePhoto(tab, 1, photo('application/pdf'));
    expect((await screen.findByTestId('diasheet-checked-photo-retake')).textContent).toBe(
      'Choose a photo in JPEG, PNG or WebP format.',
    );
    expect(uploads).toEqual([]);

    fireEvent.change(within(tab).getByTestId('diasheet-checked-photo-file'), {
      target: { files: [photo()] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('diasheet-checked-photo-retake').textContent).toBe(
        'The photo is too blurred. Hold the phone still, let it focus and retake the photo in good light.',
      ),
    );
    expect(uploads).toEqual(['/api/cmw/handwriting/1']);
    const another = screen.getByTestId('diasheet-checked-photo-another');
    expect(document.activeElement).toBe(another);
    picker.mockClear();
    fireEvent.click(another);
    expect(picker).toHaveBeenCalledTimes(1);
    expect(tabRows(tab)).toEqual(['//']);
  });

  it('gives template one’s lines their classes, leaves out lines of no logs and takes the length typed', async () => {
    const classCalls: unknown[] = [];
    stubFetch((path, body) => {
      if (path === '/api/checkStock/stats/dia' || path === '/api/purchase/diasheet/list/s1') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/cmw/handwriting/1') {
        return envelope(
          reading(1, 'read', [
            line(2, [cell('count', 5)]),
            line(4, [cell('count', 0)]),
            line(5, [cell('count', 12, ['unsure'])], true),
          ]),
        );
      }
      if (path === '/api/cmw/handwriting/classes') {
        classCalls.push(body);
        return envelope({ classes: [20, 22, 24, 26, 28] });
      }
      return envelope(null);
    });
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    const tab = await screen.findByTestId('diasheet-checked');
    await waitFor(() => expect(tabRows(tab)).toEqual(['//']));
    choosePhoto(tab, 1);

    const review = await screen.findByTestId('diasheet-checked-photo-review');
    expect(classCalls).toEqual([{ stockInHeadId: 's1' }]);
    const rows = within(review).getAllByTestId('diasheet-checked-photo-review-row');
    const value = (row: HTMLElement, field: string) =>
      within(row).getByTestId<HTMLInputElement>(`diasheet-checked-photo-review-${field}`).value;
    expect(rows.map((row) => `${value(row, 'dia')}:${value(row, 'qty')}`)).toEqual(['28:12', '22:5', '26:0']);
    expect(within(rows[2]!).getByText('0: no logs, left out')).toBeTruthy();
    // no length on the tab: every row's length is asked for
    const length = within(review).getByTestId('diasheet-checked-photo-review-length');
    expect(within(review).getByLabelText('Length of every row (m)')).toBe(length);
    // asked for once the user tries to take the rows, not before
    expect(screen.queryByTestId('diasheet-checked-photo-review-error')).toBeNull();
    fireEvent.click(within(review).getByTestId('diasheet-checked-photo-review-take'));
    expect(screen.getByTestId('diasheet-checked-photo-review-error').textContent).toBe(
      'This field is required',
    );
    expect(tabRows(tab)).toEqual(['//']);
    fireEvent.change(length, { target: { value: '6' } });
    fireEvent.click(within(review).getByTestId('diasheet-checked-photo-review-take'));

    // the tab's one empty row is lost by nobody: replaced without asking
    await waitFor(() => expect(tabRows(tab)).toEqual(['22/6/5', '28/6/12']));
  });
});

describe('the review of a photo read (rules)', () => {
  const rowsOf = (template: 1 | 2, rows: HandwritingRow[], classes: number[] = []): ReviewRow[] =>
    reviewRowsOf(reading(template, 'read', rows), classes);

  it.each([
    ['a JPEG', photo('image/jpeg'), null],
    ['a PNG', photo('image/png'), null],
    ['a WebP', photo('image/webp'), null],
    ['a PDF', photo('application/pdf'), 'type'],
    ['a HEIC photo', photo('image/heic'), 'type'],
    ['an empty file', photo('image/jpeg', 0), 'empty'],
    ['10 MB exactly', { type: 'image/jpeg', size: 10 * 1024 * 1024 }, null],
    ['over 10 MB', { type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'size'],
  ])('checks the photo chosen: %s', (_name, file, expected) => {
    expect(checkSheetPhoto(file)).toBe(expected);
  });

  it.each([
    ['one log', [line(1, [cell('diameter', 30), cell('length', 4)])], '', ['30/4/1']],
    [
      'logs of one diameter and length counted together',
      [
        line(1, [cell('diameter', 30), cell('length', 4)]),
        line(2, [cell('diameter', 30), cell('length', 4)]),
        line(3, [cell('diameter', 30), cell('length', null)]),
      ],
      '4',
      ['30/4/3'],
    ],
    [
      'another length, another row; by diameter then length',
      [
        line(1, [cell('diameter', 34), cell('length', 4)]),
        line(2, [cell('diameter', 30), cell('length', 6)]),
        line(3, [cell('diameter', 30), cell('length', null)]),
      ],
      '4',
      ['30/4/1', '30/6/1', '34/4/1'],
    ],
    [
      'a length read to its tenth',
      [line(1, [cell('diameter', 30), cell('length', 3.8000000001)])],
      '',
      ['30/3.8/1'],
    ],
  ])('template two: %s', (_name, rows, defaultLength, expected) => {
    const review = rowsOf(2, rows);
    expect(reviewIsValid(checkReview(2, review, defaultLength))).toBe(true);
    expect(takenRows(2, review, defaultLength).map((row) => `${row.dia}/${row.len}/${row.qty}`)).toEqual(
      expected,
    );
  });

  it.each([
    [
      'line N is the N-th class',
      [line(1, [cell('count', 3)]), line(3, [cell('count', 7)])],
      ['20/4/3', '24/4/7'],
    ],
    ['a line of 0 logs is left out', [line(1, [cell('count', 0)]), line(2, [cell('count', 2)])], ['22/4/2']],
  ])('template one: %s', (_name, rows, expected) => {
    const review = rowsOf(1, rows, [20, 22, 24]);
    expect(reviewIsValid(checkReview(1, review, '4'))).toBe(true);
    expect(takenRows(1, review, '4').map((row) => `${row.dia}/${row.len}/${row.qty}`)).toEqual(expected);
  });

  it('refuses what the tab refuses: a line beyond the classes, an empty count, a missing length', () => {
    const review = rowsOf(
      1,
      [line(4, [cell('count', 3)]), line(1, [cell('count', null, ['unsure'])], true)],
      [20],
    );
    const errors = checkReview(1, review, '');
    expect(reviewIsValid(errors)).toBe(false);
    const [empty, beyond] = review;
    expect(errors.sheet.byRow[beyond!.key]?.dia?.id).toBe('validation.required');
    expect(errors.sheet.byRow[empty!.key]?.qty?.id).toBe('validation.required');
    expect(errors.defaultLength?.id).toBe('validation.required');
    expect(checkReview(1, [], '4').sheet.rows?.id).toBe('sheet.form.rowsRequired');
  });

  it('replaces the tab’s rows or follows those with anything typed', () => {
    const current = [
      { key: 1, dia: '30', len: '4', qty: '3' },
      { key: 2, dia: '', len: '4', qty: '' },
      { key: 3, dia: '', len: '', qty: '' },
    ];
    const taken = [{ key: 4, dia: '32', len: '4', qty: '1' }];
    expect(takeInto(current, taken, 'replace')).toEqual(taken);
    expect(takeInto(current, taken, 'append').map((row) => row.key)).toEqual([1, 2, 4]);
  });

  it('shows a crop at most the box’s size, the page scaled alike', () => {
    expect(cropStyle({ x: 10, y: 30, w: 60, h: 8 }, PAGE, { width: 240, height: 56 })).toEqual({
      width: 240,
      height: 32,
      backgroundSize: '840px 1188px',
      backgroundPosition: '-40px -120px',
    });
    // a tall crop: its height is the limit
    expect(cropStyle({ x: 0, y: 0, w: 10, h: 28 }, PAGE, { width: 240, height: 56 })).toMatchObject({
      width: 20,
      height: 56,
    });
    expect(cropStyle({ x: 0, y: 0, w: 0, h: 8 }, PAGE, { width: 240, height: 56 })).toBeNull();
  });
});
