import { describe, expect, it } from 'vitest';
import { browserForSuite, newPage } from './support/browser';

/** Issue 22 item 14: hashed files are kept a year, the page itself is revalidated on every load. */
describe('caching of the served app', () => {
  const browser = browserForSuite();

  it('serves index.html no-cache and the hashed JS and CSS immutable for a year', async () => {
    const { context, page } = await newPage(browser());
    const index = await page.request.get('/login');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const answer = await page.request.get(asset);
      expect(answer.status(), asset).toBe(200);
      expect(answer.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    await context.close();
  });
});
