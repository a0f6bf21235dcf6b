import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbOf } from '../app/route-table';

/** The page's place in the menu, always starting with the dashboard (spec §2 Layout). */
export function Breadcrumb() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const titles = breadcrumbOf(pathname);
  return (
    <nav
      className="breadcrumb"
      aria-label={intl.formatMessage({ id: 'layout.breadcrumb' })}
      data-testid="breadcrumb"
    >
      {titles.map((id, index) => (
        <Fragment key={id}>
          {index > 0 && <span className="breadcrumb-separator">/</span>}
          {index === 0 && titles.length > 1 ? (
            <Link to="/dashboard">{intl.formatMessage({ id })}</Link>
          ) : (
            <span className={index === titles.length - 1 ? 'breadcrumb-current' : undefined}>
              {intl.formatMessage({ id })}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
