import { Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { usePreferencesSync } from '../shared/settings/use-preferences-sync';
import { lazyOnOpen } from '../shared/ui/lazy-on-open';
import { ConfirmDialog, LoginInvalidPrompt } from '../shared/ui/login-invalid-prompt';
import { sidebarClosed } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ArrearsOverlay } from './arrears-overlay';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useDevice } from './use-device';
import { Watermark } from './watermark';

const SettingsDrawer = lazyOnOpen(() => import('./settings-drawer').then((m) => m.SettingsDrawer));
const ChangePasswordDialog = lazyOnOpen(() =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);

/** The frame of every signed-in screen (spec §2 Layout). */
export default function Layout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = useAppSelector((state) => state.app.sidebarOpened);
  const device = useAppSelector((state) => state.app.device);
  const { tagsView, fixedHeader } = useAppSelector((state) => state.settings);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmations, setConfirmations] = useState(false);
  useEffect(() => {
    const mount = setTimeout(() => setConfirmations(true), 0);
    return () => clearTimeout(mount);
  }, []);
  const [passwordOpen, setPasswordOpen] = useState(false);
  useDevice();
  usePreferencesSync();

  // In mobile mode the sidebar closes after each navigation.
  useEffect(() => {
    if (device === 'mobile') {
      dispatch(sidebarClosed());
    }
  }, [device, dispatch, location.pathname]);

  // A route param `pwd` opens the change-password dialog (spec §2 Layout).
  const pwd = searchParams.has('pwd');
  useEffect(() => {
    if (pwd) {
      setPasswordOpen(true);
    }
  }, [pwd]);

  const closePassword = useCallback(() => {
    setPasswordOpen(false);
    if (searchParams.has('pwd')) {
      const next = new URLSearchParams(searchParams);
      next.delete('pwd');
      setSearchParams(next, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  const classes = [
    'app-wrapper',
    opened ? 'sidebar-opened' : 'sidebar-collapsed',
    device === 'mobile' ? 'mobile' : 'desktop',
    fixedHeader ? 'has-fixed-header' : '',
    tagsView ? 'has-tags-view' : '',
  ].join(' ');

  return (
    <div className={classes} data-testid="app-wrapper">
      {device === 'mobile' && opened && (
        <div
          className="drawer-bg"
          role="button"
          aria-label={intl.formatMessage({ id: 'layout.collapse' })}
          onClick={() => dispatch(sidebarClosed())}
          data-testid="drawer-bg"
        />
      )}
      <Sidebar />
      <div className="main-container">
        <div className={fixedHeader ? 'fixed-header' : 'header'}>
          <Navbar
            onOpenSettings={() => setSettingsOpen(true)}
            onChangePassword={() => setPasswordOpen(true)}
          />
          {tagsView && <TagsView />}
        </div>
        <main className="app-main">
          <Outlet />
        </main>
      </div>
      <SettingsDrawer visible={settingsOpen} onHide={() => setSettingsOpen(false)} />
      <ChangePasswordDialog visible={passwordOpen} onHide={closePassword} />
      <Watermark />
      <ArrearsOverlay />
      {/* The signed-in screens' confirmations (shared/ui/confirm.ts) and the §8 login-invalid
          prompt: mounted here, so the login page's first load carries no dialog code; the first
          once the layout has shown, so the dashboard's first load carries none either. */}
      {confirmations && (
        <Suspense fallback={null}>
          <ConfirmDialog />
        </Suspense>
      )}
      <LoginInvalidPrompt />
    </div>
  );
}
