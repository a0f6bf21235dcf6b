import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { buildMenu, type MenuEntry, type MenuItem } from '../app/route-table';
import logo from '../logo.svg';
import { useAppSelector } from '../store/hooks';

/** The sidebar is 210 px wide; collapsed it shows icons only (spec §9). */
export const SIDEBAR_WIDTH_PX = 210;

function MenuLink({ item, collapsed }: { item: MenuItem; collapsed: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: item.titleId });
  const content = (
    <>
      <i className={`${item.icon} menu-icon`} aria-hidden />
      {!collapsed && <span className="menu-title">{title}</span>}
    </>
  );
  if (item.external) {
    return (
      <a className="menu-link" href={item.path} target="_blank" rel="noopener noreferrer" title={title}>
        {content}
      </a>
    );
  }
  return (
    <NavLink
      className={({ isActive }) => `menu-link${isActive ? ' active' : ''}`}
      to={item.path}
      title={title}
      data-testid={`menu-${item.path}`}
    >
      {content}
    </NavLink>
  );
}

function MenuFolder({ entry, collapsed }: { entry: MenuEntry; collapsed: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const containsActive = entry.children?.some((child) => child.path === pathname) ?? false;
  const [open, setOpen] = useState(true);
  const expanded = open || containsActive;
  if (collapsed) {
    return (
      <>
        {entry.children?.map((child) => (
          <li key={child.key}>
            <MenuLink item={child} collapsed />
          </li>
        ))}
      </>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`menu-link menu-folder${containsActive ? ' contains-active' : ''}`}
        aria-expanded={expanded}
        title={intl.formatMessage({ id: entry.titleId })}
        onClick={() => setOpen(!expanded)}
      >
        <i className={`${entry.icon} menu-icon`} aria-hidden />
        <span className="menu-title">{intl.formatMessage({ id: entry.titleId })}</span>
        <i className={`pi ${expanded ? 'pi-angle-up' : 'pi-angle-down'} ml-auto`} aria-hidden />
      </button>
      {expanded && (
        <ul className="menu-children">
          {entry.children?.map((child) => (
            <li key={child.key}>
              <MenuLink item={child} collapsed={false} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function Sidebar() {
  const intl = useIntl();
  const user = useAppSelector((state) => state.session.user);
  const opened = useAppSelector((state) => state.app.sidebarOpened);
  const device = useAppSelector((state) => state.app.device);
  const showLogo = useAppSelector((state) => state.settings.sidebarLogo);
  const menu = useMemo(() => (user ? buildMenu(user) : []), [user]);
  const collapsed = device === 'desktop' && !opened;
  return (
    <aside className="sidebar" data-testid="sidebar" aria-label={intl.formatMessage({ id: 'layout.menu' })}>
      {showLogo && (
        <NavLink to="/dashboard" className="sidebar-logo" data-testid="sidebar-logo">
          <img src={logo} alt="" width={28} height={28} />
          {!collapsed && <span>{intl.formatMessage({ id: 'app.title' })}</span>}
        </NavLink>
      )}
      <nav>
        <ul className="menu">
          {menu.map((entry) =>
            entry.children ? (
              <MenuFolder key={entry.key} entry={entry} collapsed={collapsed} />
            ) : (
              <li key={entry.key}>
                <MenuLink item={entry} collapsed={collapsed} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
