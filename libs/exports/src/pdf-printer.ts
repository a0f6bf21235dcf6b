import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (scripts/lib.sh installs it, with the CJK fonts a printed sheet needs). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** A printed page takes a moment; a browser that does not answer in this time is given up. */
const PRINT_TIMEOUT_MS = 30_000;

/** No GPU on a server; /dev/shm is small in containers. */
const ARGS = ['--disable-gpu', '--disable-dev-shm-usage'];

/**
 * Prints a self-contained HTML document (its own CSS, no scripts, no network) to an A4 PDF with
 * headless Chromium: the document's `@page` and `@media print` rules apply, as when a user prints
 * it from the browser. One browser is launched on first use and kept; each document gets its own
 * context with JavaScript and network off, so a printed value can never run or fetch anything.
 */
export class PdfPrinter {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly executablePath: string = DEFAULT_CHROMIUM_PATH) {}

  async print(html: string): Promise<Buffer> {
    const browser = await this.launched();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(PRINT_TIMEOUT_MS);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close();
    }
  }

  /** Closes the browser (Nest calls it when the application closes). */
  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) {
      await (await browser).close();
    }
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
      const launching = chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: [...ARGS, ...(asRoot ? ['--no-sandbox'] : [])],
      });
      // A failed launch is tried again by the next print, not remembered.
      launching.catch(() => {
        if (this.browser === launching) {
          this.browser = undefined;
        }
      });
      launching
        .then((browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launching) {
              this.browser = undefined;
            }
          }),
        )
        .catch(() => undefined);
      this.browser = launching;
    }
    return this.browser;
  }
}

/** Escapes text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
