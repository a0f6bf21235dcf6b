import ExcelJS from 'exceljs';
import { type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

// What several browser tests do through the screens: pick from a dropdown, add a named master-data
// row, and read a workbook the browser downloaded; and the API called as the signed-in page calls it.

/** Buttons ignore a repeated click within 1500 ms (spec §9): a test waits this long between clicks. */
export const GUARD_MS = 1600;

/**
 * Opens a dropdown and picks an option: given a string, the option whose whole text it is ('Larch'
 * is never another suite's 'E2E Larch 1x', which may sort before it); given a pattern, the first
 * option it matches (/^ch ·/ for a standard shown with its name).
 */
export async function choose(page: Page, dropdown: Locator, option: string | RegExp): Promise<void> {
  await dropdown.click();
  const text = typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option;
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: text }).first().click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Shows 100 rows a page in this table (its paginator's choice): a test that looks for a row of the
 * demo data by its text finds it whatever other suites of the run have added before it.
 */
export async function showHundredRows(page: Page, table: Locator): Promise<void> {
  await choose(page, table.locator('.p-paginator .p-dropdown'), '100');
  await table.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
}

/** Adds a named row on a master-data screen (warehouses, wood kinds, customers) through its dialog. */
export async function addNamed(page: Page, path: string, testId: string, name: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(`${testId}-add`).click();
  const dialog = page.locator('.p-dialog');
  await dialog.locator(`#${testId}-name`).fill(name);
  await dialog.getByTestId('form-dialog-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The cells of the first worksheet of an xlsx workbook, row by row (exceljs's 1-based rows made 0-based). */
export async function workbookRows(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Clicks what starts a download; the file's suggested name and where the browser saved it. */
export async function download(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** The API's envelope: its code (0 for done), message and data. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The API as the signed-in page calls it (the token is the Business-Token cookie): the whole
 * envelope, for a test that expects a refusal.
 */
export async function apiAnswer<T>(page: Page, path: string, body: unknown = {}): Promise<Envelope<T>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'Business-Token')?.value ?? '';
  const response = await page.request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}`, lang: 'en', 'content-type': 'application/json' },
    data: body,
  });
  return (await response.json()) as Envelope<T>;
}

/** The API as the signed-in page calls it: the answer's data; a refusal throws. */
export async function apiCall<T>(page: Page, path: string, body: unknown = {}): Promise<T> {
  const answer = await apiAnswer<T>(page, path, body);
  if (answer.code !== 0) {
    throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  }
  return answer.data;
}

/** Accepts the confirmation prompt (confirmAction, confirmDanger), checking its question first. */
export async function acceptPrompt(page: Page, text?: RegExp): Promise<void> {
  const prompt = page.locator('.p-confirm-dialog');
  await prompt.waitFor();
  if (text) {
    expect(await prompt.textContent()).toMatch(text);
  }
  await prompt.locator('.p-confirm-dialog-accept').click();
  await prompt.waitFor({ state: 'detached' });
}

/** Polls until the figure shows (events reach orders asynchronously; a loaded machine is slow). */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 500 });

/** The master data a test's sheets use, made through the API: a warehouse, a wood kind and a customer. */
export interface RunMasterData {
  locationId: string;
  kindId: string;
  customerId: string;
}

export async function makeMasterData(
  page: Page,
  names: { yard: string; kind: string; customer: string },
): Promise<RunMasterData> {
  const locationId = (await apiCall<{ id: string }>(page, '/location/save', { locationName: names.yard })).id;
  const kindId = (await apiCall<{ id: string }>(page, '/wk/save', { woodKindName: names.kind })).id;
  const customerId = (await apiCall<{ id: string }>(page, '/cus/save', { customerName: names.customer })).id;
  return { locationId, kindId, customerId };
}

type SheetRows = { dia: number; qty: number; len?: number }[];

/** A sheet's body for the API: standard ch, 4 m unless a row says otherwise, that master data. */
const sheetBody = (master: RunMasterData, diameters: SheetRows, date: string) => ({
  date,
  standard: 'ch',
  locationId: master.locationId,
  kindId: master.kindId,
  supplier: master.customerId,
  len: 4,
  diameters,
});

/** A pending stock-in sheet (standard ch, 4 m unless a row says otherwise) of that master data, through the API. */
export function makeStockIn(
  page: Page,
  master: RunMasterData,
  diameters: SheetRows,
  date = new Date().toISOString().slice(0, 10),
): Promise<{ id: string; spu: string }> {
  return apiCall(page, '/stockIn/h/save', sheetBody(master, diameters, date));
}

/** A pending stock-out sheet of that master data (as makeStockIn's), with its vehicle's licence, through the API. */
export function makeStockOut(
  page: Page,
  master: RunMasterData,
  diameters: SheetRows,
  vehicleLicense: string,
  date = new Date().toISOString().slice(0, 10),
): Promise<{ id: string; spu: string }> {
  return apiCall(page, '/stockOut/save', { ...sheetBody(master, diameters, date), vehicleLicense });
}
