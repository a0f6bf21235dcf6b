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
  const strip = useRef<HTMLDivElement>(null);

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

  return (
    <div className="tags-view" data-testid="tags-view" onPointerEnter={contextMenu.preload}>
      {contextMenu.menu}
      <div
        ref={strip}
        className="tags-view-scroll"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'tags.label' })}
      >
        {visited.map((tag) => (
          <Link
            key={tag.path}
            to={tag.fullPath}
            role="tab"
            aria-selected={isActive(tag)}
            className={`tags-view-item${isActive(tag) ? ' active' : ''}`}
            onContextMenu={(event) => {
              setSelected(tag);
              contextMenu.open(event);
            }}
            data-testid={`tag-${tag.path}`}
            data-pinned={tag.pinned}
          >
            {intl.formatMessage({ id: tag.titleId })}
            {!tag.pinned && (
              <i
                className="pi pi-times tags-view-close"
                role="button"
                aria-label={intl.formatMessage({ id: 'tags.close' })}
                data-testid={`tag-close-${tag.path}`}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  close(tag);
                }}
              />
            )}
          </Link>
        ))}
      </div>
    </div>
  );
}
