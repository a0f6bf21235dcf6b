import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import { detailQuery } from './diam-data/detail-query';
import { detailPath } from './sheet-list-screen';
import { StockInPage } from './sheet-pages';
import { sheetRow } from './sheet-row.fixture';

const state = clerkSession(['stock/entry']);

const sheet = (id: string, spu: string, status: number) => sheetRow(id, spu, status, status === 1 ? 2 : 0);

const page = (records: unknown[]) => envelope({ records, total: records.length });

const abnormalLog = (id: string, diameter: number) => ({
  id,
  deviceNo: 'DEV-1',
  picUrl: '',
  woodSpecs: 4,
  diameter,
  minDiameter: diameter,
  maxDiameter: diameter + 1,
  spu: 'RK1',
});

describe('stock-in list (spec §2, §4, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows disabled sheets as warnings, and actions by status', async () => {
    mockApi((path) =>
      path === '/api/stockIn/h/pageSpu'
        ? page([sheet('s0', 'RK0', 0), sheet('s1', 'RK1', 1), sheet('s3', 'RK3', 3)])
        : page([]),
    );
    await renderApp(<StockInPage />, { state });
    const table = await screen.findByTestId('stock-in-table');
    const row = async (spu: string) => (await within(table).findByText(spu)).closest('tr') as HTMLElement;
    expect((await row('RK0')).className).toContain('row-warning');
    expect(within(await row('RK0')).getByText('Disabled')).toBeTruthy();
    expect(within(await row('RK0')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK0')).queryByTestId('stock-in-edit-diameters')).toBeNull();
    expect(within(await row('RK3')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK3')).getByTestId('stock-in-disable')).toBeTruthy();
    expect(within(await row('RK3')).getByTestId('stock-in-edit-diameters')).toBeTruthy();
  });

  it('opens the abnormal wood list before confirming a sheet with abnormal logs, then force-confirms', async () => {
    const confirms: unknown[] = [];
    const asked: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return page([sheet('s1', 'RK1', 1), sheet('s4', 'RK4', 4)]);
      }
      if (path === '/api/stockIn/d/abnormal') {
        asked.push(body);
        return envelope([abnormalLog('a1', 8), abnormalLog('a2', 32)]);
      }
      if (path === '/api/stockIn/h/confirm/s1') {
        confirms.push(body);
        return envelope(null);
      }
      if (path === '/api/stockIn/h/confirm/s4') {
        return envelope(null, 400804, 'The sheet has 2 abnormal logs: review them first', 409);
      }
      return page([]);
    });
    await renderApp(<StockInPage />, { state });
    const table = await screen.findByTestId('stock-in-table');
    const row = async (spu: string) => (await within(table).findByText(spu)).closest('tr') as HTMLElement;

    // errorNum 2: the list opens first, without a confirm call.
    fireEvent.click(within(await row('RK1')).getByTestId('stock-in-confirm'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Abnormal wood on sheet RK1')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTestId('abnormal-diameter')).toHaveLength(2));
    expect(asked).toEqual([{ stockInHId: 's1' }]);
    expect(confirms).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('abnormal-force'));
    expect(await screen.findByText(/Sheet RK1 has 2 abnormal logs/)).toBeTruthy();
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    await waitFor(() => expect(confirms).toEqual([{ manual: 1 }]));
    expect(await screen.findByText('Sheet RK1 confirmed')).toBeTruthy();

    // errorNum 0 in the list, but the server finds abnormal logs: the list opens all the same.
    fireEvent.click(within(await row('RK4')).getByTestId('stock-in-confirm'));
    await screen.findByText(/Confirm sheet RK4/);
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    expect(await screen.findByText('Abnormal wood on sheet RK4')).toBeTruthy();
  });

  describe('asks before confirming a sheet (irreversible), naming it with its count and volume (issue 22 item 6)', () => {
    const confirms: unknown[] = [];
    const open = async () => {
      confirms.length = 0;
      mockApi((path, body) => {
        if (path === '/api/stockIn/h/pageSpu') {
          return page([sheet('s4', 'RK4', 4)]);
        }
        if (path === '/api/stockIn/h/confirm/s4') {
          confirms.push(body);
          return envelope(null);
        }
        return page([]);
      });
      await renderApp(<StockInPage />, { state });
      const table = await screen.findByTestId('stock-in-table');
      fireEvent.click(await within(table).findByTestId('stock-in-confirm'));
      expect(
        await screen.findByText('Confirm sheet RK4: 3 logs, 0.456 m³? This cannot be undone.'),
      ).toBeTruthy();
      expect(confirms).toEqual([]);
    };

    it('sends nothing when cancelled', async () => {
      await open();
      fireEvent.click(document.querySelector('.p-confirm-dialog-reject') as HTMLElement);
      await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
      expect(confirms).toEqual([]);
    });

    it('confirms once when accepted', async () => {
      await open();
      fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
      await waitFor(() => expect(confirms).toEqual([{ manual: 0 }]));
      expect(await screen.findByText('Sheet RK4 confirmed')).toBeTruthy();
    });
  });

  it('goes from the abnormal wood list to the diameter edit of the sheet', async () => {
    mockApi((path) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return page([sheet('s1', 'RK1', 1)]);
      }
      return path === '/api/stockIn/d/abnormal' ? envelope([abnormalLog('a1', 8)]) : page([]);
    });
    await renderApp(<StockInPage />, {
      state,
      routes: [{ path: '/stock/diamEdit', element: <p>diameter edit page</p> }],
    });
    const table = await screen.findByTestId('stock-in-table');
    fireEvent.click(await within(table).findByTestId('stock-in-confirm'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('abnormal-edit'));
    expect(await screen.findByText('diameter edit page')).toBeTruthy();
  });

  it('checks the add dialog: required fields and at least one complete row', async () => {
    mockApi(() => page([]));
    await renderApp(<StockInPage />, { state });
    fireEvent.click(await screen.findByTestId('stock-in-add'));
    const dialog = await screen.findByRole('dialog');
    // the image upload counts from photos: the count-order list's permission is needed
    expect(within(dialog).getByTestId('sheet-image-upload')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/needs access to the count-order list/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('sheet-row-remove'));
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('Add at least one diameter row')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required').length).toBe(2);
  });

  it('keeps a minus sign or letters as typed and says why they are refused, before any save (issue 22 item 10)', async () => {
    mockApi(() => page([]));
    await renderApp(<StockInPage />, { state });
    fireEvent.click(await screen.findByTestId('stock-in-add'));
    const dialog = await screen.findByRole('dialog');
    const dia = within(dialog).getByTestId('sheet-row-dia');
    fireEvent.change(dia, { target: { value: '-20' } });
    expect(dia).toHaveProperty('value', '-20');
    expect(
      await within(dialog).findByText('Numbers only: no minus sign, letters or other characters'),
    ).toBeTruthy();
    const transport = within(dialog).getByLabelText('Transport number');
    fireEvent.change(transport, { target: { value: 'AB-12' } });
    expect(transport).toHaveProperty('value', 'AB-12');
    expect(await within(dialog).findByText(/^Letters and digits only, at most 20/)).toBeTruthy();
    // Nothing required is flagged before a save is tried.
    expect(within(dialog).queryByText('This field is required')).toBeNull();
  });

  describe('image upload with template one or two (a reviewed count order fills the rows)', () => {
    const counter = clerkSession(['stock/entry', 'countKing/list']);
    const reviewed = (id: number, orderNo: string) => ({
      id,
      orderNo,
      ossType: 1,
      ossUrl: `origin/2026-11-23/${id}.jpg`,
      qty: 3,
      status: 12,
      errorCode: null,
      progress: 100,
      createTime: '2026-11-23T08:00:00Z',
    });
    const log = (dia: number, diameterClass: number) => ({ dia, diameterClass, volume: '0.1' });
    const detail = (id: number, orderNo: string, measured: boolean) => ({
      ...reviewed(id, orderNo),
      logLengthM: measured ? 4 : null,
      standard: measured ? 'ch' : null,
      verifiedAt: null,
      actions: { look: true, delete: false, verify: true },
      volume: null,
      volumeE4: null,
      images: [
        {
          imgId: id * 10,
          seq: 1,
          ossUrl: `origin/2026-11-23/${id}.jpg`,
          width: 1000,
          height: 800,
          status: 12,
          state: 4,
          manualDia: measured,
          progress: 100,
          errorCode: null,
          modelVersion: 'v1',
          coordinate: [],
          coordinateManual: null,
          reference: null,
          value: 3,
          cmPerPx: measured ? 0.1 : null,
          dia: measured ? [log(20.2, 20), log(19.9, 20), log(24, 24)] : null,
          volume: null,
          unmeasured: 0,
        },
      ],
    });
    const bodies: unknown[] = [];
    const answer = (path: string, body: unknown) => {
      if (path === '/api/count/page') {
        bodies.push(body);
        return page([reviewed(7, 'CT202611230007'), reviewed(8, 'CT202611230008')]);
      }
      if (path === '/api/count/detail/7') {
        return envelope(detail(7, 'CT202611230007', true));
      }
      if (path === '/api/count/detail/8') {
        return envelope(detail(8, 'CT202611230008', false));
      }
      return page([]);
    };
    const openSource = async () => {
      mockApi(answer);
      await renderApp(<StockInPage />, { state: counter });
      fireEvent.click(await screen.findByTestId('stock-in-add'));
      const sheetDialog = await screen.findByRole('dialog');
      fireEvent.click(within(sheetDialog).getByTestId('sheet-image-upload'));
      return { sheetDialog, source: await screen.findByTestId('count-source-dialog') };
    };

    it('offers the reviewed orders; one with diameters becomes the rows, the note and the length', async () => {
      bodies.length = 0;
      const { sheetDialog, source } = await openSource();
      await within(source).findByText('CT202611230007');
      expect(bodies).toEqual([{ page: 1, pageSize: 10, reviewed: true }]);
      fireEvent.click(within(source).getAllByTestId('count-source-use')[0]!);
      await waitFor(() => expect(screen.queryByTestId('count-source-dialog')).toBeNull());
      expect(within(sheetDialog).getByTestId('sheet-source-note').textContent?.trim()).toBe(
        'From count order CT202611230007, 3 logs',
      );
      const values = (testId: string) =>
        within(sheetDialog)
          .getAllByTestId(testId)
          .map((input) => (input as HTMLInputElement).value);
      expect(values('sheet-row-dia')).toEqual(['20', '24']);
      expect(values('sheet-row-qty')).toEqual(['2', '1']);
      expect(within(sheetDialog).getByLabelText('Default length (m)')).toHaveProperty('value', '4');
      // removing the count takes its rows away, and the image upload is offered again
      fireEvent.click(within(sheetDialog).getByTestId('sheet-source-drop'));
      expect(values('sheet-row-dia')).toEqual(['']);
      expect(within(sheetDialog).getByTestId('sheet-image-upload')).toHaveProperty('disabled', false);
    });

    it('refuses an order without diameters and says what to do: no centimetre is invented', async () => {
      const { sheetDialog, source } = await openSource();
      await within(source).findByText('CT202611230008');
      fireEvent.click(within(source).getAllByTestId('count-source-use')[1]!);
      const warning = await within(source).findByTestId('count-source-unusable');
      expect(warning.textContent).toContain('CT202611230008 has no diameters for a sheet');
      expect(within(warning).getByRole('link').getAttribute('href')).toBe('/countKingDetail?idx=8');
      expect(within(sheetDialog).queryByTestId('sheet-source-note')).toBeNull();
    });

    it('uploads with template one a single photo and with template two 2 to 10 photos of one load', async () => {
      const { source } = await openSource();
      // PrimeReact's file picker makes an object URL of each chosen file; jsdom has none
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:chosen'), revokeObjectURL: vi.fn() }),
      );
      const choose = (files: File[]) => {
        const input = screen.getByTestId<HTMLInputElement>('upload-file');
        fireEvent.change(input, { target: { files } });
        return input;
      };
      const jpeg = (name: string) =>
        new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
      fireEvent.click(within(source).getByTestId('count-source-template-1'));
      let upload = await screen.findByTestId('upload-dialog');
      expect(upload.textContent).toContain('Template one: one photo of the pile face');
      const input = choose([new File(['x'], 'pile.mp4', { type: 'video/mp4' })]);
      expect(input.multiple).toBe(false);
      expect(input.accept).toBe('image/jpeg,image/png,image/webp');
      expect(screen.getByTestId('upload-problem').textContent).toContain('this template counts photos');
      fireEvent.click(within(upload).getByTestId('upload-cancel'));
      await waitFor(() => expect(screen.queryByTestId('upload-dialog')).toBeNull());

      fireEvent.click(within(source).getByTestId('count-source-template-2'));
      upload = await screen.findByTestId('upload-dialog');
      expect(upload.textContent).toContain('Template two: several photos of one load');
      expect(choose([jpeg('a.jpg')]).multiple).toBe(true);
      expect(screen.getByTestId('upload-problem').textContent).toContain('at least 2 photos');
      expect(within(upload).getByTestId('upload-start')).toHaveProperty('disabled', true);
      choose([jpeg('a.jpg'), jpeg('b.jpg')]);
      expect(screen.queryByTestId('upload-problem')).toBeNull();
      // the picker speaks the app's language and a new choice replaces the last one
      expect(within(upload).getByText('Choose…')).toBeTruthy();
      expect(within(upload).getByTestId('upload-chosen').textContent).toBe('a.jpg, b.jpg');
      expect(within(upload).getByTestId('upload-start')).toHaveProperty('disabled', false);

      // both photos go up in parts, one after the other, and become one count order of the load
      const calls: string[] = [];
      let created: unknown;
      let uploads = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const request =
            input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
          const path = new URL(request.url).pathname;
          calls.push(path);
          if (path === '/api/media/upload/begin') {
            uploads += 1;
            return envelope({ uploadId: String(uploads).repeat(32), partSize: 1024, parts: 1 });
          }
          if (path.endsWith('/part/0')) {
            return envelope({ index: 0, size: 3 });
          }
          if (path.endsWith('/complete')) {
            const photo = `origin/2026-11-23/${path.split('/')[4]!.slice(0, 1)}.jpg`;
            return envelope({ ossUrl: photo, size: 3, contentType: 'image/jpeg', width: 10, height: 10 });
          }
          if (path === '/api/count/create') {
            created = await request.json();
            return envelope({ id: 9, orderNo: 'CT202611230009', status: 1, imageIds: [90, 91] });
          }
          return answer(path, undefined);
        }),
      );
      fireEvent.click(within(upload).getByTestId('upload-start'));
      const note = await within(source).findByTestId('count-source-created');
      expect(created).toEqual({
        ossUrl: 'origin/2026-11-23/1.jpg',
        ossType: 1,
        moreOssUrls: ['origin/2026-11-23/2.jpg'],
      });
      expect(calls.filter((path) => path.startsWith('/api/media/'))).toHaveLength(6);
      expect(note.textContent).toContain('Count order CT202611230009 (2 photos) is being recognised');
      expect(within(note).getByRole('link').getAttribute('href')).toBe('/countKingDetail?idx=9');
    });
  });

  it('links a sheet to its diameter detail, which needs an id', () => {
    const path = detailPath('stockOut', { id: 'x1', spu: 'CK1', standardType: 'ch' });
    expect(path).toBe('/stock/diamDataOut?type=stockOut&id=x1&spu=CK1&standard=ch');
    expect(detailQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      type: 'stockOut',
      id: 'x1',
      spu: 'CK1',
      standard: 'ch',
    });
    expect(detailQuery(new URLSearchParams('type=stockIn'))).toBeNull();
  });
});
