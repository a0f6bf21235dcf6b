import { clientPasswordHash, DEFAULT_USER_PREFERENCES, type UserPreferences } from '@timber/contracts';
import { type Page } from 'playwright-core';
import { baseUrl } from './browser';
import { type Envelope } from './ui';

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) {
    throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  }
  return body.data;
}

/**
 * Puts a user's layout settings (kept per user on the server, issue 17) back to the defaults, so
 * a browser test that changes them leaves the next one the system it expects.
 */
export async function resetPreferences(user: { username: string; password: string }): Promise<void> {
  const { accessToken } = await call<{ accessToken: string }>('/sys/user/login', {
    method: 'POST',
    body: JSON.stringify({ username: user.username, password: clientPasswordHash(user.password) }),
  });
  const authorization = `Bearer ${accessToken}`;
  await call<UserPreferences>('/sys/user/preferences', {
    method: 'PUT',
    headers: { authorization },
    body: JSON.stringify(DEFAULT_USER_PREFERENCES),
  });
  await call<null>('/sys/user/logout', { method: 'GET', headers: { authorization } });
}

/** Waits for the page's save of the settings that match `expected` (PUT /sys/user/preferences). */
export const saved = (page: Page, expected: Record<string, unknown>) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/sys/user/preferences') || response.request().method() !== 'PUT') {
      return false;
    }
    const body = response.request().postDataJSON() as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => body[key] === value);
  });
