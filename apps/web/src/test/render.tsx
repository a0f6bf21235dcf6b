import { render, type RenderResult } from '@testing-library/react';
import { loadWebMessages, type WebMessages } from '@timber/i18n';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { FeatureBridges, preloadFeatureBridges } from '../app/feature-bridges';
import { initIntl } from '../shared/i18n/intl';
import { Notifications } from '../shared/ui/notifications';
import { createStore, type RootState } from '../store/store';

let english: WebMessages | undefined;

/** The English dictionary, also set for code outside React. */
export async function englishMessages(): Promise<WebMessages> {
  english ??= await loadWebMessages('en');
  initIntl('en', english);
  return english;
}

/** A JSON answer of the API. */
export const envelope = (data: unknown, code = 0, msg = 'ok', status = 200): Response =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces fetch; answers by the request's path. Returns the mock to inspect the calls. */
export function mockApi(answer: (path: string, body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: Request) => {
    const text = await input.clone().text();
    return answer(new URL(input.url).pathname, text ? (JSON.parse(text) as unknown) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Replaces fetch for RTK Query's calls (a Request) and for those made with fetch itself (a path
 * and a body: downloads, uploads); answers by the path, with the body parsed when it is JSON text.
 * Returns the mock to inspect the calls.
 */
export function stubFetch(answer: (path: string, body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
    if (typeof input === 'string') {
      const body = init?.body;
      return answer(input, typeof body === 'string' ? (JSON.parse(body) as unknown) : body);
    }
    const text = await input.clone().text();
    return answer(new URL(input.url).pathname, text ? (JSON.parse(text) as unknown) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The store of a clerk (an ordinary user of "Demo") signed in with these permission keys. */
export function clerkSession(resources: string[]): Partial<RootState> {
  const user = {
    resources,
    isAdmin: false,
    nickName: 'Clerk',
    username: 'clerk',
    avatar: '',
    standard: [{ name: 'ch', value: 'ch' }],
    cusShortName: 'Demo',
    customerId: '',
    overdue: false,
    userType: 4,
  };
  return { session: { token: 't', user, defaultPassword: false, overdue: false } };
}

interface Options {
  /** The route's path pattern. */
  path?: string;
  /** The address the router starts at (defaults to the path). */
  url?: string;
  routes?: { path: string; element: ReactNode }[];
  state?: Partial<RootState>;
}

/**
 * Renders inside the app's providers (store, English messages, PrimeReact, the feature bridges
 * loaded beforehand, a memory router).
 */
export async function renderApp(
  element: ReactNode,
  options: Options = {},
): Promise<RenderResult & { store: ReturnType<typeof createStore> }> {
  const messages = await englishMessages();
  await preloadFeatureBridges();
  const store = createStore(options.state);
  const router = createMemoryRouter([{ path: options.path ?? '/', element }, ...(options.routes ?? [])], {
    initialEntries: [options.url ?? options.path ?? '/'],
  });
  const result = render(
    <Provider store={store}>
      <IntlProvider locale="en-GB" messages={messages}>
        <PrimeReactProvider value={{ ripple: false }}>
          <FeatureBridges>
            <RouterProvider router={router} />
          </FeatureBridges>
          <Notifications />
          <ConfirmDialog />
        </PrimeReactProvider>
      </IntlProvider>
    </Provider>,
  );
  return { ...result, store };
}
