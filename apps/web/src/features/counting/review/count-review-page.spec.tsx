import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CountImageDetail, type CountOrderDetail } from '@timber/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToken, setToken } from '../../../shared/auth/token';
import { notify } from '../../../shared/ui/notify';
import { clerkSession, envelope, mockApi, renderApp } from '../../../test/render';
import { countImage } from './count-image.fixture';
import CountReviewPage from './count-review-page';

const state = clerkSession(['countKing/list']);

/** The photo is 1000 × 800 px, shown 500 px wide: one screen pixel is two photo pixels. */
const image = (patch: Partial<CountImageDetail> = {}): CountImageDetail =>
  countImage({
    imgId: 70,
    width: 1000,
    height: 800,
    coordinate: [
      { x: 100, y: 100, r: 20, score: 0.9 },
      { x: 300, y: 200, r: 30, score: 0.8 },
    ],
    ...patch,
  });
const order = (patch: Partial<CountOrderDetail> = {}): CountOrderDetail => ({
  id: 5,
  orderNo: 'CT202611230001',
  ossType: 1,
  ossUrl: 'origin/2026-11-23/a.jpg',
  qty: 2,
  status: 10,
  progress: 100,
  errorCode: null,
  createTime: '2026-11-23T08:00:00Z',
  logLengthM: null,
  standard: null,
  verifiedAt: null,
  actions: { look: true, delete: true, verify: false },
  volume: null,
  volumeE4: null,
  images: [image()],
  ...patch,
});

const STICK = { kind: 'stick', x1: 0, y1: 700, x2: 500, y2: 700, lengthCm: 100 } as const;

const photo = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
    headers: { 'content-type': 'image/jpeg' },
  });

const open = (url = '/countKingDetail?idx=5', session = state) =>
  renderApp(<CountReviewPage />, {
    path: '/countKingDetail',
    url,
    state: session,
    routes: [{ path: '/countKing/list', element: <p>count order list</p> }],
  });

const viewport = () => screen.getByTestId('point-editor-viewport');
const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true };
function tap(x: number, y: number) {
  fireEvent.pointerDown(viewport(), { ...pointer, clientX: x / 2, clientY: y / 2 });
  fireEvent.pointerUp(viewport(), { ...pointer, clientX: x / 2, clientY: y / 2 });
}
const prompt = () => waitFor(() => document.querySelector('.p-confirm-dialog') as HTMLElement);
const acceptPrompt = async () => {
  await prompt();
  fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
};

describe('the count review page (/countKingDetail, spec §2 Images and counts, §4)', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    setToken('t');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 400 }),
    );
    let next = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => `blob:photo-${++next}`),
        revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    resetToken();
    revoked.length = 0;
    sessionStorage.clear();
  });

  it('goes back to the count-order list without a valid idx', async () => {
    const warn = vi.spyOn(notify, 'warn');
    const fetchMock = mockApi(() => envelope(null));
    await open('/countKingDetail?idx=abc');
    expect(await screen.findByText('count order list')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Open a count order from the list to review it');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the order, edits the circles, saves them with the scale settings, marks reviewed', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let current = order();
    const fetchMock = mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/count/detail/5') {
        return envelope(current);
      }
      if (path === '/api/count/img/photo/70') {
        return photo();
      }
      if (path === '/api/count/coordinate/update') {
        const saved = body as { coordinateManual: CountImageDetail['coordinateManual'] };
        current = order({
          logLengthM: 4,
          images: [image({ coordinateManual: saved.coordinateManual, value: 3 })],
        });
        return envelope(current.images[0]);
      }
      if (path === '/api/count/coordinate/updateStatus') {
        // measured meanwhile (reference, length, standard): only a measured count is verified
        current = order({
          status: 12,
          logLengthM: 4,
          standard: 'ch',
          images: [image({ status: 12, reference: STICK })],
        });
        return envelope({ imageStatus: 12, orderStatus: 12 });
      }
      if (path === '/api/count/confirm/5') {
        current = order({ status: 15, images: [image({ status: 12 })] });
        return envelope({ id: 5, status: 15 });
      }
      return envelope(null, 404000, 'not found', 404);
    });
    const { unmount } = await open();
    expect((await screen.findByTestId('count-review-order-no')).textContent).toBe('CT202611230001');
    expect(screen.getByTestId('count-review-status').textContent).toBe('Recognised');
    await screen.findByTestId('point-editor');
    expect(screen.getByRole('img', { name: 'Photo being counted' }).getAttribute('src')).toBe('blob:photo-1');
    // the photo went with the login token
    const photoRequest = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => request.url.endsWith('/api/count/img/photo/70'));
    expect(photoRequest?.headers.get('authorization')).toBe('Bearer t');
    expect(screen.getByTestId('count-review-need-reference').textContent).toBe(
      'Mark a reference to get diameters',
    );
    expect(screen.getByTestId('count-review-model-count').textContent).toBe('2');
    expect(screen.getByTestId('count-review-reviewed-count').textContent).toBe('Not saved yet');
    expect(screen.getByTestId('count-review-save').hasAttribute('disabled')).toBe(true);

    tap(800, 600);
    expect(screen.getByTestId('count-review-live-count').textContent).toBe('3');
    expect(screen.getByTestId('count-review-save-to-update')).toBeTruthy();
    expect(screen.getByTestId('count-review-reviewed').hasAttribute('disabled')).toBe(true);

    const length = screen.getByLabelText('Log length (m, 0.5 to 15)');
    fireEvent.change(length, { target: { value: '4' } });
    fireEvent.blur(length);
    fireEvent.click(screen.getByTestId('count-review-save'));
    await screen.findByText('Review saved');
    const save = calls.find((call) => call.path === '/api/count/coordinate/update');
    expect(save?.body).toEqual({
      id: 5,
      imgId: 70,
      coordinateManual: [
        { x: 100, y: 100, r: 20 },
        { x: 300, y: 200, r: 30 },
        { x: 800, y: 600, r: 25 },
      ],
      dia: { reference: null, logLengthM: 4, standard: null },
    });
    await waitFor(() => expect(screen.getByTestId('count-review-reviewed-count').textContent).toBe('3'));
    expect(screen.queryByTestId('count-review-save-to-update')).toBeNull();

    await waitFor(() =>
      expect(screen.getByTestId('count-review-reviewed').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('count-review-reviewed'));
    await acceptPrompt();
    await screen.findByText('Image marked as reviewed');
    expect(calls.some((call) => call.path === '/api/count/coordinate/updateStatus')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('count-review-status').textContent).toBe('Reviewed'));
    fireEvent.click(screen.getByTestId('count-review-verify'));
    await acceptPrompt();
    await screen.findByText('Count order verified');
    await waitFor(() => expect(screen.getByTestId('count-review-status').textContent).toBe('Verified'));
    expect(screen.getByTestId('count-review-read-only')).toBeTruthy();

    unmount();
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it('keeps verify off while the count has no diameters, and says what is missing (issue 35)', async () => {
    const reviewed = (patch: Partial<CountOrderDetail>, images: CountImageDetail[]) =>
      order({ status: 12, actions: { look: true, delete: false, verify: true }, images, ...patch });
    let current = reviewed({ logLengthM: 4, standard: 'ch' }, [
      image({ status: 12, reference: STICK }),
      image({ imgId: 71, seq: 2, status: 12 }),
    ]);
    mockApi((path) => (path === '/api/count/detail/5' ? envelope(current) : photo()));
    const { unmount } = await open();
    expect((await screen.findByTestId('count-review-status')).textContent).toBe('Reviewed');
    expect(screen.getByTestId('count-review-verify').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('count-review-verify-hint').textContent).toContain('missing on photo 2');
    unmount();

    current = reviewed({ logLengthM: null, standard: 'ch' }, [image({ status: 12, reference: STICK })]);
    const second = await open();
    await screen.findByTestId('count-review-verify');
    expect(screen.getByTestId('count-review-verify').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('count-review-verify-hint').textContent).toMatch(
      /the log length and the standard/,
    );
    expect(screen.getByTestId('count-review-verify-hint').textContent).not.toContain('missing on photo');
    second.unmount();

    current = reviewed({ logLengthM: 4, standard: 'ch' }, [image({ status: 12, reference: STICK })]);
    await open();
    await screen.findByTestId('count-review-verify');
    expect(screen.getByTestId('count-review-verify').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('count-review-verify-hint')).toBeNull();
  });

  it('shows the diameters and volume the server measured, read-only once verified', async () => {
    mockApi((path) => {
      if (path === '/api/count/detail/5') {
        return envelope(
          order({
            status: 15,
            volume: '0.512',
            logLengthM: 4,
            standard: 'ch',
            images: [
              image({
                status: 12,
                reference: { kind: 'stick', x1: 0, y1: 700, x2: 500, y2: 700, lengthCm: 100 },
                coordinateManual: [
                  { x: 100, y: 100, r: 60 },
                  { x: 300, y: 200, r: 70 },
                ],
                cmPerPx: 0.2,
                dia: [
                  { dia: 24, diameterClass: 24, volume: '0.226' },
                  { dia: 28, diameterClass: 28, volume: '0.286' },
                ],
                volume: '0.512',
              }),
            ],
          }),
        );
      }
      return photo();
    });
    await open();
    expect((await screen.findByTestId('count-review-status')).textContent).toBe('Verified');
    expect(screen.getByTestId('count-review-volume').textContent).toBe('0.512');
    expect(screen.getByTestId('count-review-read-only')).toBeTruthy();
    expect(screen.queryByTestId('count-review-save')).toBeNull();
    expect(screen.queryByTestId('count-review-verify')).toBeNull();
    await screen.findByTestId('point-editor');
    expect(screen.queryByTestId('point-editor-reference-mode')).toBeNull();
    expect(screen.getByTestId('count-review-reference').textContent).toBe('Stick 100 cm');
    expect(screen.getByTestId('count-review-mean-diameter').textContent).toBe('26.0');
    expect(screen.getByTestId('count-review-image-volume').textContent).toBe('0.512');
    expect(screen.getAllByTestId('count-review-class').map((row) => row.textContent)).toEqual(['241', '281']);
    // both counts stay on record
    expect(screen.getByTestId('count-review-model-count').textContent).toBe('2');
    expect(screen.getByTestId('count-review-reviewed-count').textContent).toBe('2');
  });

  it('says how much of a video was counted, and nothing of the kind for a photo (issue 39)', async () => {
    let answer = order({ ossType: 2, video: { durationS: 180, coveredS: 180, frames: 360 } });
    mockApi((path) => (path === '/api/count/detail/5' ? envelope(answer) : photo()));
    const { unmount } = await open();
    expect((await screen.findByTestId('count-review-video')).textContent).toBe(
      'Counted 180 s of 180 s, 360 frames',
    );
    unmount();
    answer = order();
    await open();
    await screen.findByTestId('count-review-status');
    expect(screen.queryByTestId('count-review-video')).toBeNull();
  });

  it('switches between the images of an order, asking before dropping unsaved circles', async () => {
    mockApi((path) => {
      if (path === '/api/count/detail/5') {
        return envelope(order({ images: [image(), image({ imgId: 71, seq: 2, value: 2 })] }));
      }
      return photo();
    });
    await open();
    const buttons = await screen.findAllByTestId('count-review-image');
    expect(buttons.map((button) => button.textContent)).toEqual(['Image 1 (2 logs)', 'Image 2 (2 logs)']);
    await screen.findByTestId('point-editor');
    tap(800, 600);
    fireEvent.click(buttons[1]!);
    await waitFor(() =>
      expect(document.querySelector('.p-confirm-dialog')?.textContent).toContain('Discard them?'),
    );
    await acceptPrompt();
    await waitFor(() =>
      expect(screen.getAllByTestId('count-review-image')[1]!.getAttribute('aria-pressed')).toBe('true'),
    );
    await screen.findByTestId('point-editor');
    expect(screen.getByTestId('count-review-live-count').textContent).toBe('2');
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi((path) => (path === '/api/count/detail/5' ? envelope(order()) : photo()));
    await open();
    await screen.findByTestId('point-editor');
    tap(800, 600);
    fireEvent.click(screen.getByTestId('count-review-back'));
    await waitFor(() =>
      expect(document.querySelector('.p-confirm-dialog')?.textContent).toContain('Leave without saving?'),
    );
    expect(screen.queryByText('count order list')).toBeNull();
    await acceptPrompt();
    expect(await screen.findByText('count order list')).toBeTruthy();
  });

  it('turns a verified order with diameters into a stock-in sheet dialog, for a user who may add one', async () => {
    const log = (dia: number, diameterClass: number) => ({ dia, diameterClass, volume: '0.1' });
    const measured = order({
      status: 15,
      logLengthM: 4,
      standard: 'ch',
      actions: { look: true, delete: false, verify: false },
      images: [image({ status: 12, cmPerPx: 0.1, dia: [log(20.2, 20), log(19.9, 20), log(24, 24)] })],
    });
    mockApi((path) =>
      path === '/api/count/detail/5'
        ? envelope(measured)
        : path === '/api/count/img/photo/70'
          ? photo()
          : envelope({ records: [], total: 0 }),
    );
    const { unmount } = await open();
    await screen.findByTestId('point-editor');
    expect(screen.queryByTestId('count-review-create-sheet')).toBeNull();
    unmount();

    const clerk = clerkSession(['stock/entry']);
    await open('/countKingDetail?idx=5', clerk);
    fireEvent.click(await screen.findByTestId('count-review-create-sheet'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('sheet-source-note').textContent).toBe(
      'From count order CT202611230001, 3 logs',
    );
    expect(
      within(dialog)
        .getAllByTestId('sheet-row-dia')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['20', '24']);
    expect(
      within(dialog)
        .getAllByTestId('sheet-row-qty')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['2', '1']);
    expect(within(dialog).getByLabelText('Default length (m)')).toHaveProperty('value', '4');
  });

  describe('to check first (issue 39)', () => {
    /** Four log ends: the model was unsure of three (10, 30 and 45.9 %, shown as 45 %), sure of one. */
    const doubtful = (patch: Partial<CountImageDetail> = {}) =>
      image({
        coordinate: [
          { x: 100, y: 100, r: 20, score: 0.9 },
          { x: 300, y: 200, r: 30, score: 0.3 },
          { x: 500, y: 400, r: 20, score: 0.459 },
          { x: 700, y: 600, r: 20, score: 0.1 },
        ],
        value: 4,
        ...patch,
      });
    // each item is named by what it shows
    const names = () => screen.getAllByTestId('count-review-check-item').map((item) => item.textContent);
    const current = () =>
      screen
        .getAllByTestId('count-review-check-item')
        .filter((item) => item.getAttribute('aria-current') === 'true')
        .map((item) => item.textContent);
    const summary = () => screen.getByTestId('count-review-check-summary').textContent;
    const selected = () => screen.getByTestId('point-editor-selected').textContent;

    it('lists the least sure first; a pick finds it on the photo; keep and remove go on to the next', async () => {
      const calls: { path: string; body: unknown }[] = [];
      mockApi((path, body) => {
        calls.push({ path, body });
        if (path === '/api/count/detail/5') {
          return envelope(order({ qty: 4, images: [doubtful()] }));
        }
        if (path === '/api/count/coordinate/update') {
          return envelope(doubtful());
        }
        return photo();
      });
      await open();
      await screen.findByTestId('point-editor');
      const panel = screen.getByRole('region', { name: 'To check first' });
      expect(within(panel).getByRole('list', { name: 'Doubtful log ends, least sure first' })).toBeTruthy();
      expect(summary()).toBe('3 doubtful log ends (below 50% sure), 3 left to check');
      // the photo numbers the circles in their order: the least sure is the fourth
      expect(names()).toEqual(['Log end 4 10% sure', 'Log end 2 30% sure', 'Log end 3 45% sure']);
      expect(screen.getByTestId('count-review-check-selected').textContent).toBe(
        'Pick one to find it on the photo',
      );
      expect(screen.queryByTestId('count-review-check-keep')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Log end 4 10% sure' }));
      expect(current()).toEqual(['Log end 4 10% sure']);
      expect(screen.getByTestId('count-review-check-selected').textContent).toBe(
        'Checking log end 4, 10% sure',
      );
      // centred on it (700, 600), zoomed in until it takes a fifth of the view, and selected
      expect(screen.getByTestId('point-editor-zoom').textContent).toBe('400%');
      expect(selected()).toBe('Log end 4 of 4 selected');

      // kept: marked and last; the next least sure comes
      const keep = screen.getByTestId('count-review-check-keep');
      fireEvent.click(keep);
      expect(names()).toEqual(['Log end 2 30% sure', 'Log end 3 45% sure', 'Log end 4 Kept 10% sure']);
      expect(current()).toEqual(['Log end 2 30% sure']);
      expect(selected()).toBe('Log end 2 of 4 selected');
      expect(summary()).toBe('3 doubtful log ends (below 50% sure), 2 left to check');
      expect(screen.getByTestId('count-review-live-count').textContent).toBe('4');

      // removed: off the photo and off the list; the next one left to check comes
      fireEvent.click(screen.getByTestId('count-review-check-remove'));
      expect(screen.getByTestId('count-review-live-count').textContent).toBe('3');
      expect(names()).toEqual(['Log end 2 45% sure', 'Log end 3 Kept 10% sure']);
      expect(current()).toEqual(['Log end 2 45% sure']);
      expect(selected()).toBe('Log end 2 of 3 selected');
      expect(summary()).toBe('2 doubtful log ends (below 50% sure), 1 left to check');
      expect(screen.getByTestId('count-review-check-next').hasAttribute('disabled')).toBe(true);

      // the editor's undo takes the removal back
      fireEvent.click(screen.getByTestId('point-editor-undo'));
      expect(screen.getByTestId('count-review-live-count').textContent).toBe('4');
      expect(names()).toEqual(['Log end 2 30% sure', 'Log end 3 45% sure', 'Log end 4 Kept 10% sure']);

      // the kept one can be let go again
      fireEvent.click(screen.getByRole('button', { name: 'Log end 4 Kept 10% sure' }));
      expect(screen.getByTestId('count-review-check-keep').getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(screen.getByTestId('count-review-check-keep'));
      expect(names()[0]).toBe('Log end 4 10% sure');
      expect(current()).toEqual(['Log end 4 10% sure']);

      // removing the rest empties the list, saved like any edit
      fireEvent.click(screen.getByTestId('count-review-check-remove'));
      fireEvent.click(screen.getByTestId('count-review-check-remove'));
      fireEvent.click(screen.getByTestId('count-review-check-remove'));
      expect(screen.getByTestId('count-review-check-empty').textContent).toBe(
        'No doubtful log ends: the model was at least 50% sure of every one still on the photo',
      );
      expect(document.activeElement?.textContent).toBe('To check first');
      fireEvent.click(screen.getByTestId('count-review-save'));
      await screen.findByText('Review saved');
      expect(calls.find((call) => call.path === '/api/count/coordinate/update')?.body).toMatchObject({
        coordinateManual: [{ x: 100, y: 100, r: 20 }],
      });
    });

    it('remembers the kept ones when the page is opened again (a reload, a look elsewhere)', async () => {
      mockApi((path) =>
        path === '/api/count/detail/5' ? envelope(order({ qty: 4, images: [doubtful()] })) : photo(),
      );
      const first = await open();
      await screen.findByTestId('point-editor');
      fireEvent.click(screen.getByRole('button', { name: 'Log end 4 10% sure' }));
      fireEvent.click(screen.getByTestId('count-review-check-keep'));
      expect(names()).toEqual(['Log end 2 30% sure', 'Log end 3 45% sure', 'Log end 4 Kept 10% sure']);
      first.unmount();

      const again = await open();
      await screen.findByTestId('point-editor');
      expect(names()).toEqual(['Log end 2 30% sure', 'Log end 3 45% sure', 'Log end 4 Kept 10% sure']);
      expect(summary()).toBe('3 doubtful log ends (below 50% sure), 2 left to check');
      again.unmount();

      // a new recognition of the photo (other circles) starts its own list
      mockApi((path) =>
        path === '/api/count/detail/5'
          ? envelope(order({ qty: 4, images: [doubtful({ modelVersion: 'log-ends-2' })] }))
          : photo(),
      );
      await open();
      await screen.findByTestId('point-editor');
      expect(summary()).toBe('3 doubtful log ends (below 50% sure), 3 left to check');
    });

    it('steps with the arrow keys and with previous and next, a page of ten at a time', async () => {
      // 25 doubtful log ends, 1 % to 25 % sure, in reverse order of score
      const coordinate = Array.from({ length: 25 }, (_, i) => ({
        x: 30 + (i % 5) * 180,
        y: 30 + Math.floor(i / 5) * 150,
        r: 10,
        score: (25 - i) / 100,
      }));
      mockApi((path) =>
        path === '/api/count/detail/5'
          ? envelope(order({ qty: 25, images: [doubtful({ coordinate, value: 25 })] }))
          : photo(),
      );
      await open();
      await screen.findByTestId('point-editor');
      expect(summary()).toBe('25 doubtful log ends (below 50% sure), 25 left to check');
      expect(names()).toHaveLength(10);
      expect(names()[0]).toBe('Log end 25 1% sure');
      expect(screen.getByTestId('count-review-check-more').textContent).toBe('Show 10 more');

      const first = screen.getAllByTestId('count-review-check-item')[0]!;
      first.focus();
      fireEvent.keyDown(first, { key: 'ArrowDown' });
      expect(current()).toEqual(['Log end 24 2% sure']);
      expect(document.activeElement?.textContent).toBe('Log end 24 2% sure');
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(current()).toEqual(['Log end 16 10% sure']);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(current()).toEqual(['Log end 17 9% sure']);

      // next past the page shows the next page
      fireEvent.click(screen.getByRole('button', { name: 'Next doubtful log end' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next doubtful log end' }));
      expect(current()).toEqual(['Log end 15 11% sure']);
      expect(names()).toHaveLength(20);
      expect(selected()).toBe('Log end 15 of 25 selected');
      // previous from the first goes round to the last
      fireEvent.click(screen.getAllByTestId('count-review-check-item')[0]!);
      fireEvent.click(screen.getByRole('button', { name: 'Previous doubtful log end' }));
      expect(current()).toEqual(['Log end 1 25% sure']);
      expect(names()).toHaveLength(25);
      expect(screen.queryByTestId('count-review-check-more')).toBeNull();
    });

    it('says so when the model was sure of every log end', async () => {
      mockApi((path) => (path === '/api/count/detail/5' ? envelope(order()) : photo()));
      await open();
      await screen.findByTestId('point-editor');
      expect(screen.getByTestId('count-review-check-empty').textContent).toBe(
        'No doubtful log ends: the model was at least 50% sure of every one still on the photo',
      );
      expect(screen.queryByTestId('count-review-check-list')).toBeNull();
    });

    it('finds them on the photo of a verified order, without keep or remove', async () => {
      mockApi((path) =>
        path === '/api/count/detail/5'
          ? envelope(order({ status: 15, images: [doubtful({ status: 12 })] }))
          : photo(),
      );
      await open();
      await screen.findByTestId('point-editor');
      fireEvent.click(screen.getByRole('button', { name: 'Log end 2 30% sure' }));
      expect(current()).toEqual(['Log end 2 30% sure']);
      expect(screen.queryByTestId('count-review-check-keep')).toBeNull();
      expect(screen.queryByTestId('count-review-check-remove')).toBeNull();
      // highlighted, not selected for editing
      const circles = screen.getAllByTestId('point-editor-circle');
      expect(circles[1]!.getAttribute('stroke')).not.toBe(circles[0]!.getAttribute('stroke'));
      expect(circles[2]!.getAttribute('stroke')).toBe(circles[0]!.getAttribute('stroke'));
    });
  });
});
