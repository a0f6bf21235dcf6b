import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onNotice, type Notice } from '../shared/ui/notify';
import { englishMessages, envelope } from '../test/render';
import { ApiFailure, NETWORK_ERROR_CODE } from './envelope';
import { postEnvelope } from './post-envelope';

describe('calls made with fetch alone (the login page before Redux loads)', () => {
  beforeAll(async () => {
    await englishMessages();
  });
  afterEach(() => vi.unstubAllGlobals());

  const shown = () => {
    const notices: Notice[] = [];
    const stop = onNotice((notice) => notices.push(notice));
    return { notices, stop };
  };

  it('posts JSON with the language and time-zone headers and answers the success envelope', async () => {
    const fetchMock = vi.fn((_request: Request) => Promise.resolve(envelope({ accessToken: 't' })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postEnvelope('/api/sys/user/login', { username: 'admin' })).resolves.toMatchObject({
      code: 0,
      data: { accessToken: 't' },
    });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/sys/user/login');
    expect(request?.headers.get('lang')).toBe('en');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ username: 'admin' });
  });

  it('shows the server message of a refused call and rejects with it', async () => {
    const seen = shown();
    vi.stubGlobal('fetch', () => Promise.resolve(envelope(null, 400102, 'Wrong account or password', 400)));
    const failure = await postEnvelope('/api/sys/user/login', {}).catch((error: unknown) => error);
    seen.stop();
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 400102, msg: 'Wrong account or password' });
    expect(seen.notices).toEqual([{ severity: 'error', detail: 'Wrong account or password', life: 5000 }]);
  });

  it('says the network failed when the server cannot be reached', async () => {
    const seen = shown();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await postEnvelope('/api/sys/user/login', {}).catch((error: unknown) => error);
    seen.stop();
    expect(failure).toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(seen.notices.map((notice) => notice.severity)).toEqual(['error']);
    expect(seen.notices[0]?.detail).not.toBe('');
  });
});
