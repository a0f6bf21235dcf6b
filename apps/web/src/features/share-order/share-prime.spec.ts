import { afterEach, describe, expect, it, vi } from 'vitest';
import { postEnvelope } from '../../api/post-envelope';
import { envelope } from '../../test/render';
import { askForSharedOrders, preloadModules, wordsOf } from './share-prime';

afterEach(() => vi.unstubAllGlobals());

describe("the share page's inline call (share.html, issue 16)", () => {
  it('asks for the orders of the link with its language and time zone, no login', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(envelope({ records: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await askForSharedOrders('?token=%20t.sig%20&lang=ru');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/order/business');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      lang: 'ru',
      'timezone-offset': String(-new Date().getTimezoneOffset() / 60),
      'content-type': 'application/json',
    });
    expect(JSON.parse(init?.body as string)).toEqual({ token: 't.sig', page: 1, pageSize: 10_000 });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks nothing without a token (the page says there is no order)', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(askForSharedOrders('?lang=en')).toBeUndefined();
    expect(askForSharedOrders('?token=%20%20')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands its answer to the page, which reads it as every call of its own (no second request)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(envelope({ records: [], total: 0, kind: 'order' })));
    vi.stubGlobal('fetch', fetchMock);
    const sent = askForSharedOrders('?token=t.sig');
    await expect(postEnvelope('/api/order/business', {}, sent)).resolves.toMatchObject({
      code: 0,
      data: { total: 0 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("loads the words of the link's language with the code, only for a language the build has", () => {
    const files = { en: ['/assets/en-a.js', '/assets/en-b.js'], ru: ['/assets/ru-a.js'] };
    expect(wordsOf(files, '?token=t&lang=ru')).toEqual(['/assets/ru-a.js']);
    expect(wordsOf(files, '?token=t')).toEqual([]);
    expect(wordsOf(files, '?lang=constructor')).toEqual([]);
    expect(wordsOf({}, '?lang=en')).toEqual([]);
    preloadModules(wordsOf(files, '?lang=en'));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/en-a.js', '/assets/en-b.js']);
    links.forEach((link) => link.remove());
  });
});
