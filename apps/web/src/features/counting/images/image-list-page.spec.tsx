import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/render';
import ImageListPage from './image-list-page';

const card = (id: number, status: number, feedback: Record<string, unknown> = {}) => ({
  id,
  ossUrl: `origin/2026-11-23/${id}.jpg`,
  ossType: 1,
  status,
  state: 4,
  detailId: 1,
  video: false,
  orderNo: `CT2026112300${id}`,
  dia: false,
  qty: status >= 10 ? 40 : null,
  progress: status >= 10 ? 100 : 50,
  errorCode: null,
  createTime: '2026-11-23T08:00:00Z',
  picStatus: 0,
  feedbackTime: null,
  feedbackBy: null,
  feedbackComment: null,
  ...feedback,
});

const photo = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
    headers: { 'content-type': 'image/jpeg' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('image list feedback (spec §2 Images and counts, §3 picStatus, §4, §7 /oss/feedback/{id})', () => {
  it('sends a feedback with a comment after a confirmation; a sent one and one without a result disable it', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let feedbackGiven = false;
    mockApi((path, body) => {
      if (path === '/api/oss/m/pageImg') {
        const first = feedbackGiven
          ? card(11, 10, {
              picStatus: 5,
              feedbackTime: '2026-11-23T09:00:00Z',
              feedbackBy: 'clerk',
              feedbackComment: 'two logs missed',
            })
          : card(11, 10);
        return envelope({ records: [first, card(12, 5), card(13, 12, { picStatus: 10 })], total: 3 });
      }
      if (path.startsWith('/api/oss/feedback/')) {
        sent.push({ path, body });
        feedbackGiven = true;
        return envelope({
          picStatus: 5,
          feedbackTime: '2026-11-23T09:00:00Z',
          feedbackBy: 'clerk',
          feedbackComment: 'two logs missed',
        });
      }
      return photo();
    });
    await renderApp(<ImageListPage />, { path: '/imgList/index' });
    const cards = await screen.findAllByTestId('image-card');
    const [processed, processing, handled] = cards.map((each) => within(each));
    expect(processing!.getByTestId('image-card-feedback')).toHaveProperty('disabled', true);
    expect(handled!.getByTestId('image-card-feedback')).toHaveProperty('disabled', true);
    expect(handled!.getByTestId('image-card-feedback-state').textContent).toBe('Feedback handled');
    expect(processed!.queryByTestId('image-card-feedback-state')).toBeNull();

    // cancelling sends nothing
    fireEvent.click(processed!.getByTestId('image-card-feedback'));
    const dialog = await screen.findByTestId('feedback-dialog');
    expect(dialog.textContent).toContain('order CT202611230011');
    fireEvent.click(within(dialog).getByTestId('feedback-cancel'));
    await waitFor(() => expect(screen.queryByTestId('feedback-dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(processed!.getByTestId('image-card-feedback'));
    const again = await screen.findByTestId('feedback-dialog');
    fireEvent.change(within(again).getByTestId('feedback-comment'), {
      target: { value: '  two logs missed ' },
    });
    fireEvent.click(within(again).getByTestId('feedback-send'));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/api/oss/feedback/11', body: { comment: 'two logs missed' } }]),
    );
    expect(await screen.findByText('Feedback sent: thank you')).toBeTruthy();
    // the list is asked again: the card shows the feedback as sent, by whom, and its button is off
    const state = await within(screen.getAllByTestId('image-card')[0]!).findByTestId(
      'image-card-feedback-state',
    );
    expect(state.textContent).toBe('Feedback sent');
    expect(state.getAttribute('title')).toContain('Sent by clerk');
    expect(within(screen.getAllByTestId('image-card')[0]!).getByTestId('image-card-feedback')).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByTestId('image-card-feedback-comment').textContent).toBe('two logs missed');
  });

  it('plays a video’s own card from /api in ranges; its keyframes stay photos', async () => {
    const photos: string[] = [];
    mockApi((path) => {
      if (path === '/api/oss/m/pageImg') {
        return envelope({
          records: [
            { ...card(21, 10), video: true, ossType: 2 },
            { ...card(22, 10), ossType: 2 },
          ],
          total: 2,
        });
      }
      photos.push(path);
      return photo();
    });
    await renderApp(<ImageListPage />, { path: '/imgList/index' });
    const [videoCard, keyframe] = (await screen.findAllByTestId('image-card')).map((each) => within(each));
    const player = videoCard!.getByTestId<HTMLVideoElement>('image-card-video');
    expect(player.getAttribute('src')).toBe('/api/count/img/video/21');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('aria-label')).toBe('Video of count order CT202611230021');
    expect(videoCard!.queryByTestId('image-card-photo')).toBeNull();
    expect(keyframe!.queryByTestId('image-card-video')).toBeNull();
    // the keyframe's photo is fetched; the video is never fetched whole as a photo
    await waitFor(() => expect(photos).toEqual(['/api/count/img/photo/22']));
  });
});
