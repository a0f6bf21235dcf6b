import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { type MenuItem } from 'primereact/menuitem';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/api';
import { loginPath } from '../app/access';
import { resetToken } from '../shared/auth/token';
import { LanguageSwitch } from '../shared/ui/language-switch';
import { usePopupMenu } from '../shared/ui/popup-menu';
import { sidebarToggled } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { endSession } from '../store/store';
import { Breadcrumb } from './breadcrumb';

interface NavbarProps {
  onOpenSettings: () => void;
  onChangePassword: () => void;
}

/** Hamburger, breadcrumb, language switch, settings and the avatar menu (spec §2 Layout). */
export function Navbar({ onOpenSettings, onChangePassword }: NavbarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const opened = useAppSelector((state) => state.app.sidebarOpened);
  const [logout] = useLogoutMutation();

  const logOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The session ends on this side even when the server cannot be told.
    }
    resetToken();
    endSession(dispatch);
    await navigate(loginPath(`${location.pathname}${location.search}`));
  };

  const items: MenuItem[] = [
    {
      label: intl.formatMessage({ id: 'route.dashboard' }),
      icon: 'pi pi-home',
      command: () => void navigate('/dashboard'),
    },
    {
      label: intl.formatMessage({ id: 'route.user/account' }),
      icon: 'pi pi-id-card',
      command: () => void navigate('/user/account'),
    },
    { label: intl.formatMessage({ id: 'password.change' }), icon: 'pi pi-key', command: onChangePassword },
    { separator: true },
    {
      label: intl.formatMessage({ id: 'layout.logout' }),
      icon: 'pi pi-sign-out',
      command: () => void logOut(),
    },
  ];
  const avatarMenu = usePopupMenu(items, 'avatar-menu');
  const name = user?.nickName || user?.username || '';
  return (
    <header className="navbar">
      <Button
        text
        rounded
        icon={opened ? 'pi pi-align-left' : 'pi pi-bars'}
        aria-label={intl.formatMessage({ id: opened ? 'layout.collapse' : 'layout.expand' })}
        title={intl.formatMessage({ id: opened ? 'layout.collapse' : 'layout.expand' })}
        aria-expanded={opened}
        onClick={() => dispatch(sidebarToggled())}
        data-testid="hamburger"
      />
      <Breadcrumb />
      <div className="navbar-right">
        <LanguageSwitch />
        <Button
          text
          rounded
          icon="pi pi-cog"
          aria-label={intl.formatMessage({ id: 'settings.title' })}
          title={intl.formatMessage({ id: 'settings.title' })}
          onClick={onOpenSettings}
          data-testid="settings-button"
        />
        {avatarMenu.menu}
        <button
          type="button"
          className="avatar-button"
          {...avatarMenu.trigger}
          data-testid="avatar-menu"
          title={name}
        >
          {user?.avatar ? (
            <Avatar image={user.avatar} shape="circle" />
          ) : (
            <Avatar label={name.slice(0, 1).toUpperCase()} shape="circle" className="avatar-initial" />
          )}
          <span className="avatar-name">{name}</span>
          <i className="pi pi-angle-down" aria-hidden />
        </button>
      </div>
    </header>
  );
}
