import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NeedsWholeCatalogue } from '../shared/i18n/whole-catalogue';
import { PageLoading } from '../shared/ui/page-loading';
import { RouteErrorBoundary } from '../shared/ui/route-error-boundary';
import { DASHBOARD_PATH } from './access';
import { PublicOnly, RequireAuth, RouteGate } from './guards';
import { APP_ROUTES } from './route-table';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const Layout = lazy(() => import('../layout/layout'));
const RedirectRoute = lazy(() => import('../features/redirect/redirect-route'));
const AuthRedirect = lazy(() => import('../features/redirect/auth-redirect'));
const NotFoundPage = lazy(() =>
  import('../features/errors/error-page').then((m) => ({ default: m.NotFoundPage })),
);
const ShareOrderPage = lazy(() => import('../features/share-order/share-order-page'));
const SawBoardPage = lazy(() => import('../features/saw-board/saw-board-page'));
const SawListPage = lazy(() => import('../features/saw-mobile/saw-list-page'));
const SawDetailPage = lazy(() => import('../features/saw-mobile/saw-detail-page'));
const EditJswPage = lazy(() => import('../features/saw-mobile/edit-jsw-page'));
const UnauthorizedPage = lazy(() =>
  import('../features/errors/error-page').then((m) => ({ default: m.UnauthorizedPage })),
);

/**
 * Every route renders inside an error boundary, and shows progress while its code loads and, but
 * for the signed-in layout (whose words load with the shell), while the whole dictionary does.
 */
const screen = (node: ReactNode, wholeCatalogue = true) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageLoading />}>
      {wholeCatalogue ? <NeedsWholeCatalogue>{node}</NeedsWholeCatalogue> : node}
    </Suspense>
  </RouteErrorBoundary>
);

export const ROUTES: RouteObject[] = [
  {
    path: '/login',
    element: screen(
      <PublicOnly>
        <LoginPage />
      </PublicOnly>,
    ),
  },
  { path: '/auth-redirect', element: screen(<AuthRedirect />) },
  // The public shared order page (spec §2, §6): no login; its signed token is checked by the API.
  { path: '/shareOrder', element: screen(<ShareOrderPage />) },
  // The sawing floor (spec §2 Sawing, Access): no login; their signed links are checked by the API.
  { path: '/sawTableOnline', element: screen(<SawBoardPage />) },
  { path: '/sawList', element: screen(<SawListPage />) },
  { path: '/sawDetail', element: screen(<SawDetailPage />) },
  { path: '/editJSW', element: screen(<EditJswPage />) },
  { path: '/401', element: screen(<UnauthorizedPage />) },
  { path: '/404', element: screen(<NotFoundPage />) },
  {
    path: '/',
    element: screen(
      <RequireAuth>
        <Layout />
      </RequireAuth>,
      false,
    ),
    children: [
      { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
      { path: 'redirect/*', element: <RedirectRoute /> },
      // §2 /order opens its inbound list
      { path: 'order', element: <Navigate to="/order/orderIn" replace /> },
      ...APP_ROUTES.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(ROUTES);
