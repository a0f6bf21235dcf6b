import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useUserInfoQuery } from '../api/api';
import { resetToken } from '../shared/auth/token';
import { NeedsWholeCatalogue } from '../shared/i18n/whole-catalogue';
import { PageLoading } from '../shared/ui/page-loading';
import { RouteErrorBoundary } from '../shared/ui/route-error-boundary';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { endSession } from '../store/store';
import { canOpen, DASHBOARD_PATH, loginPath } from './access';
import { type AppRoute, MENU_KEYS } from './route-table';

const fullPathOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Private routes: without the Business-Token cookie the user goes to /login?redirect={path};
 * with it, user info is fetched first (resources, overdue flag). A failed fetch resets the
 * token and goes to login (spec §8).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.session.token);
  const user = useAppSelector((state) => state.session.user);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { isError, refetch } = useUserInfoQuery(undefined, { skip: !token });
  // Permissions are live (issue 17): each navigation asks for user info again, so a group widened
  // or narrowed meanwhile changes the menu and the routes, and a disabled user is sent to login.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (token) {
      void refetch();
    }
  }, [location.pathname, token, refetch]);

  useEffect(() => {
    if (token && isError) {
      resetToken();
      endSession(dispatch);
    }
  }, [token, isError, dispatch]);

  if (!token || isError) {
    return <Navigate to={loginPath(fullPathOf(location))} replace />;
  }
  if (!user) {
    return <PageLoading />;
  }
  return children;
}

/**
 * The login page: a user who opens it while logged in goes to / instead (spec §2 Access).
 * Logging in on the page does not count: the page itself then goes to the redirect target.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.session.token);
  const [loggedInOnArrival] = useState(token !== null);
  return loggedInOnArrival ? <Navigate to="/" replace /> : children;
}

/**
 * A screen of the route table: allowed by the user's resources, else the §2 401 page (the route
 * exists; the user may not open it — not the 404 "does not exist", issue 22 item 2).
 */
export function RouteGate({ route }: { route: AppRoute }) {
  const user = useAppSelector((state) => state.session.user);
  const intl = useIntl();
  const allowed = user !== null && canOpen(route, user, MENU_KEYS);
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: route.titleId })} - ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl, route.titleId]);
  if (!allowed) {
    return <Navigate to="/401" replace />;
  }
  const Screen = route.component;
  // the dashboard's words load with the shell; every other screen waits for the whole dictionary.
  // The route's title is the page's heading for assistive technology (issue 41); the breadcrumb
  // shows it on screen.
  return (
    <>
      <h1 className="p-hidden-accessible" data-testid="page-title">
        {intl.formatMessage({ id: route.titleId })}
      </h1>
      <RouteErrorBoundary key={route.path}>
        <Suspense fallback={<PageLoading />}>
          {route.path === DASHBOARD_PATH ? (
            <Screen />
          ) : (
            <NeedsWholeCatalogue>
              <Screen />
            </NeedsWholeCatalogue>
          )}
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
