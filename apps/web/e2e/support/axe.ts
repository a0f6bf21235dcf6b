import { createRequire } from 'node:module';
import { type Page } from 'playwright-core';

// The accessibility scan of the browser tests (issue 41): axe-core, as an outside auditor runs
// it, over WCAG 2.0 A/AA and 2.1 A/AA; critical and serious violations fail, moderate and minor
// ones are printed.

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The rule sets of WCAG 2.1 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** What a scan found on one screen. */
export interface Scan {
  screen: string;
  violations: Violation[];
}

/** The violations that fail a test. */
export const blocking = (scan: Scan): Violation[] =>
  scan.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');

/** Puts axe-core into the page unless it is there already (a client-side navigation keeps it). */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    await page.addScriptTag({ path: AXE_SCRIPT });
  }
}

/**
 * Counts the page's requests in flight (fetch and XMLHttpRequest), so a scan can wait for a
 * screen's data: call before the page's first load (an init script runs in every document).
 */
export async function trackRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pending: number };
    w.__pending = 0;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      w.__pending += 1;
      try {
        return await originalFetch(...args);
      } finally {
        w.__pending -= 1;
      }
    };
    const prototype = XMLHttpRequest.prototype;
    const send = Object.getOwnPropertyDescriptor(prototype, 'send')?.value as (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) => void;
    prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      w.__pending += 1;
      this.addEventListener('loadend', () => (w.__pending -= 1), { once: true });
      send.call(this, body);
    };
  });
}

/**
 * Waits until the screen has settled: no request in flight, no loading indicator, and nothing
 * changed in the document for `quietMs` (animations and lazily loaded code included).
 */
export async function settle(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    ({ quiet }) => {
      const w = window as unknown as { __pending?: number; __quiet?: { at: number; html: number } };
      const busy =
        (w.__pending ?? 0) > 0 ||
        document.querySelector(
          '.p-datatable-loading-overlay, .p-progress-spinner, .page-loading, .p-skeleton, [aria-busy="true"]',
        ) !== null;
      const size = document.body.innerHTML.length;
      const now = performance.now();
      if (busy || !w.__quiet || w.__quiet.html !== size) {
        w.__quiet = { at: now, html: size };
        return false;
      }
      return now - w.__quiet.at >= quiet;
    },
    { quiet: quietMs },
    { timeout: timeoutMs, polling: 50 },
  );
  await page.evaluate(() => delete (window as { __quiet?: unknown }).__quiet);
}

/** Scans the document as it is now against WCAG 2.1 AA. */
export async function scan(page: Page, screen: string): Promise<Scan> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
            ) => Promise<{ violations: Violation[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    [...WCAG_TAGS],
  );
  return { screen, violations };
}

/** One line per violation and element, for the log: `screen  impact rule  target  help`. */
export function violationLines(scan: Scan, violations = scan.violations): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${scan.screen}  ${violation.impact ?? '-'} ${violation.id}  ${node.target.join(' ')}  ${violation.help}${
          node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''
        }`,
    ),
  );
}

/**
 * Navigates inside the single-page app without reloading it (the router follows the history),
 * so one signed-in page serves every screen of a language.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
