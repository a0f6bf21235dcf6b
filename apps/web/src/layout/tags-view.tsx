import { type MenuItem } from 'primereact/menuitem';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { APP_ROUTES, findRoute } from '../app/route-table';
import { useLazyContextMenu } from '../shared/ui/popup-menu';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  allTagsClosed,
  nextAfterClose,
  otherTagsClosed,
  tagClosed,
  tagVisited,
  type VisitedTag,
} from '../store/tags-view-slice';

/** The strip of visited pages: refresh, close, close others, close all; pinned tabs stay (spec §2 Layout). */
export function TagsView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const visited = useAppSelector((state) => state.tagsView.visited);
  const [selected, setSelected] = useState<VisitedTag | null>(null);
  const strip = useRef<HTMLUListElement>(null);

  // The pinned tabs (the dashboard) are there from the start, whatever URL the app opened on.
  useEffect(() => {
    for (const route of APP_ROUTES.filter((candidate) => candidate.pinned)) {
      dispatch(tagVisited({ path: route.path, fullPath: route.path, titleId: route.titleId, pinned: true }));
    }
  }, [dispatch]);

  // The active tab is scrolled into view when the strip is wider than the page.
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('.tags-view-item.active')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname, visited.length]);

  useEffect(() => {
    const route = findRoute(location.pathname);
    if (route) {
      dispatch(
        tagVisited({
          path: route.path,
          fullPath: `${location.pathname}${location.search}`,
          titleId: route.titleId,
          pinned: route.pinned ?? false,
        }),
      );
    }
  }, [dispatch, location.pathname, location.search]);

  const isActive = (tag: VisitedTag) => tag.path === location.pathname;

  const refresh = (tag: VisitedTag) => void navigate(`/redirect${tag.fullPath}`, { replace: true });

  const close = (tag: VisitedTag) => {
    if (tag.pinned) {
      return;
    }
    dispatch(tagClosed(tag.path));
    if (isActive(tag)) {
      void navigate(nextAfterClose(visited, tag.path));
    }
  };

  const closeOthers = (tag: VisitedTag) => {
    dispatch(otherTagsClosed(tag.path));
    if (!isActive(tag)) {
      void navigate(tag.fullPath);
    }
  };

  const closeAll = () => {
    dispatch(allTagsClosed());
    const pinned = visited.filter((tag) => tag.pinned);
    const stay = pinned.find(isActive);
    if (!stay) {
      void navigate(pinned[pinned.length - 1]?.fullPath ?? '/dashboard');
    }
  };

  const items: MenuItem[] = selected
    ? [
        {
          label: intl.formatMessage({ id: 'tags.refresh' }),
          icon: 'pi pi-refresh',
          command: () => refresh(selected),
        },
        {
          label: intl.formatMessage({ id: 'tags.close' }),
          icon: 'pi pi-times',
          disabled: selected.pinned,
          command: () => close(selected),
        },
        {
          label: intl.formatMessage({ id: 'tags.closeOthers' }),
          icon: 'pi pi-minus-circle',
          command: () => closeOthers(selected),
        },
        { label: intl.formatMessage({ id: 'tags.closeAll' }), icon: 'pi pi-ban', command: closeAll },
      ]
    : [];

  const contextMenu = useLazyContextMenu(items, () => setSelected(null));

  // A list of links in a navigation landmark, each with its own close button (issue 41: a
  // button inside a link or a tab is not reachable by keyboard, and a tab list may hold tabs only).
  // The context menu opens on right click and on the keyboard's context-menu key alike.
  return (
    <nav
      className="tags-view"
      aria-label={intl.formatMessage({ id: 'tags.label' })}
      data-testid="tags-view"
      onPointerEnter={contextMenu.preload}
      onFocus={contextMenu.preload}
    >
      {contextMenu.menu}
      <ul ref={strip} className="tags-view-scroll">
        {visited.map((tag) => (
          <li
            key={tag.path}
            className={`tags-view-item${isActive(tag) ? ' active' : ''}`}
            onContextMenu={(event) => {
              setSelected(tag);
              contextMenu.open(event);
            }}
            data-testid={`tag-${tag.path}`}
            data-pinned={tag.pinned}
          >
            <Link
              to={tag.fullPath}
              className="tags-view-link"
              aria-current={isActive(tag) ? 'page' : undefined}
            >
              {intl.formatMessage({ id: tag.titleId })}
            </Link>
            {!tag.pinned && (
              <button
                type="button"
                className="pi pi-times tags-view-close"
                aria-label={`${intl.formatMessage({ id: 'tags.close' })}: ${intl.formatMessage({ id: tag.titleId })}`}
                title={intl.formatMessage({ id: 'tags.close' })}
                data-testid={`tag-close-${tag.path}`}
                onClick={() => close(tag)}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
