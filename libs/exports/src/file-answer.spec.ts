import { DomainError } from '@timber/contracts';
import { type Response } from 'express';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { answerWithFile, CallerGoneError, whileConnected } from './file-answer';

/** A response as the helpers see it: close events, destroyed, destroy(). */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    destroy: vi.fn((error?: Error) => {
      res.destroyed = true;
      return error;
    }),
  });
  return res;
}
const asResponse = (res: ReturnType<typeof fakeResponse>) => res as unknown as Response;

describe('answering with a file', () => {
  it('refuses with the error itself while nothing is written (it becomes the envelope)', async () => {
    const res = fakeResponse();
    const refused = new DomainError('EXPORT.TOO_MANY_ROWS', { max: 5 });
    await expect(answerWithFile(asResponse(res), () => Promise.reject(refused))).rejects.toBe(refused);
    expect(res.destroy).not.toHaveBeenCalled();
  });

  it('settles once the file starts, and cuts the connection when writing fails later', async () => {
    const res = fakeResponse();
    let fail: (error: Error) => void = () => undefined;
    const answered = answerWithFile(
      asResponse(res),
      (started) =>
        new Promise<void>((_resolve, reject) => {
          started();
          fail = reject;
        }),
    );
    await expect(answered).resolves.toBeUndefined();
    const broken = new Error('disk full');
    fail(broken);
    await vi.waitFor(() => expect(res.destroy).toHaveBeenCalledWith(broken));
  });

  it('settles when the file is written without a check', async () => {
    const res = fakeResponse();
    await expect(answerWithFile(asResponse(res), () => Promise.resolve())).resolves.toBeUndefined();
    expect(res.destroy).not.toHaveBeenCalled();
  });

  it('stops reading rows once the caller has closed the connection', async () => {
    const res = fakeResponse();
    const read: number[] = [];
    const rows = whileConnected(asResponse(res), [1, 2, 3, 4]);
    const reading = (async () => {
      for await (const row of rows) {
        read.push(row);
        if (row === 2) {
          res.emit('close');
        }
      }
    })();
    await expect(reading).rejects.toBeInstanceOf(CallerGoneError);
    expect(read).toEqual([1, 2]);
    expect(res.listenerCount('close')).toBe(0);
  });

  it('passes every row through while the caller is there', async () => {
    const res = fakeResponse();
    const read: number[] = [];
    for await (const row of whileConnected(asResponse(res), [1, 2, 3])) {
      read.push(row);
    }
    expect(read).toEqual([1, 2, 3]);
    expect(res.listenerCount('close')).toBe(0);
  });
});
