import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onLoginInvalid, onNotice, type Notice } from '../shared/ui/notify';
import { createStore } from '../store/store';
import { englishMessages, envelope } from '../test/render';
import { api } from './api';
import { timezoneOffsetHours, toApiError, withTimeout } from './base-query';
import { TIMEOUT_MS } from './client-options.generated';

describe('API layer (spec §7, §8)', () => {
  beforeAll(async () => {
    await englishMessages();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'Business-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const capture = () => {
    const notices: Notice[] = [];
    const prompts: number[] = [];
    const stopNotices = onNotice((notice) => notices.push(notice));
    const stopPrompts = onLoginInvalid(() => prompts.push(1));
    return { notices, prompts, stop: () => (stopNotices(), stopPrompts()) };
  };

  it('sends the token, language and time-zone offset; answers the envelope on code 0', async () => {
    document.cookie = 'Business-Token=abc; path=/';
    const fetchMock = vi.fn((_request: Request) => Promise.resolve(envelope({ qty: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    const result = await store.dispatch(api.endpoints.billingAccountSummary.initiate({ body: {} }));
    expect(result.data).toMatchObject({ code: 0, data: { qty: 1 } });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer abc');
    expect(request?.headers.get('lang')).toBe('en');
    expect(request?.headers.get('timezone-offset')).toBe(String(timezoneOffsetHours()));
  });

  it('turns a non-zero code into an error with the server message, shown for 5 s', async () => {
    const seen = capture();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(envelope(null, 400201, 'The wood kind "Oak" already exists', 409)),
    );
    const store = createStore();
    const result = await store.dispatch(
      api.endpoints.changePassword.initiate({ body: { oldPwd: 'old', newPwd: 'new' } }),
    );
    expect('error' in result && result.error).toEqual({
      code: 400201,
      msg: 'The wood kind "Oak" already exists',
    });
    expect(seen.notices).toEqual([
      { severity: 'error', detail: 'The wood kind "Oak" already exists', life: 5000 },
    ]);
    expect(seen.prompts).toHaveLength(0);
    seen.stop();
  });

  it.each([401001, 401008, 50014])('asks to log in again on code %i', async (code) => {
    const seen = capture();
    vi.stubGlobal('fetch', () => Promise.resolve(envelope(null, code, 'Your login is not valid', 401)));
    await createStore().dispatch(api.endpoints.billingAccountSummary.initiate({ body: {} }));
    expect(seen.prompts).toHaveLength(1);
    expect(seen.notices[0]?.detail).toBe('Your login is not valid');
    seen.stop();
  });

  it('names network failures and time-outs', () => {
    expect(toApiError('FETCH_ERROR', undefined)).toEqual({
      code: -1,
      msg: 'Network problem, please check your connection',
    });
    expect(toApiError('TIMEOUT_ERROR', undefined)).toEqual({ code: -1, msg: 'The request timed out' });
    expect(toApiError(500, '<html>')).toEqual({ code: 500, msg: 'Abnormal error' });
    expect(toApiError(400, { code: 400001, msg: '' })).toEqual({ code: 400001, msg: 'Abnormal error' });
  });

  it('measures the time-zone offset in hours east of UTC', () => {
    const date = new Date();
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(-480);
    expect(timezoneOffsetHours(date)).toBe(8);
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(330);
    expect(timezoneOffsetHours(date)).toBe(-5.5);
  });

  it('waits longer for a call whose route says so (spec §9: stock confirm 60 s, x-timeout-ms)', () => {
    expect(TIMEOUT_MS['stockInConfirm']).toBe(60_000);
    expect(TIMEOUT_MS['stockOutConfirm']).toBe(60_000);
    expect(TIMEOUT_MS['stockInList']).toBeUndefined();
    const confirm = { url: '/api/stockIn/h/confirm/1', method: 'POST', body: { manual: 0 } };
    expect(withTimeout(confirm, TIMEOUT_MS['stockInConfirm'])).toEqual({ ...confirm, timeout: 60_000 });
    expect(withTimeout('/api/sys/user/info', 60_000)).toEqual({ url: '/api/sys/user/info', timeout: 60_000 });
    expect(withTimeout(confirm, undefined)).toBe(confirm);
  });
});
