import { type ContextMenu as ContextMenuInstance } from 'primereact/contextmenu';
import { type Menu as MenuInstance } from 'primereact/menu';
import { type MenuItem } from 'primereact/menuitem';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** PrimeReact's popup menu, loaded when the pointer or focus first comes to its button (issue 22). */
const Menu = lazy(() => import('primereact/menu').then((module) => ({ default: module.Menu })));

/**
 * What the menu's show() reads of a click: the element to open beside. A click made before the
 * menu had loaded has finished by then, and an event's currentTarget is only set while it runs.
 */
const openedBeside = (target: HTMLElement): SyntheticEvent =>
  ({ currentTarget: target }) as unknown as SyntheticEvent;

interface PopupMenu {
  /** The menu itself, to render beside its button. */
  menu: ReactNode;
  /**
   * The button's handlers (load the menu on approach, open or close it on click) and its ARIA
   * state: aria-controls names the menu only while it is open, when it exists (issue 41).
   */
  trigger: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
}

/** What a lazily loaded menu keeps: its instance once loaded, and a show asked for before that. */
interface LazyInstance<Instance> {
  instance: { readonly current: Instance | null };
  wanted: boolean;
  /** Loads the code (the pointer's approach). */
  want: () => void;
  /** The ref of the loaded component. */
  ready: (instance: Instance | null) => void;
  /** Loads the code and shows the menu at this event once it has. */
  showWhenLoaded: (at: SyntheticEvent) => void;
}

/**
 * A menu component loaded on demand: a show asked for while it loads happens once it has, after
 * the menu's own effects (a child's run first), so that it can measure where to open.
 */
function useLazyInstance<
  Instance extends { show: (event: SyntheticEvent) => void },
>(): LazyInstance<Instance> {
  const instance = useRef<Instance | null>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const pending = useRef<SyntheticEvent | null>(null);
  const ready = useCallback((value: Instance | null) => {
    instance.current = value;
    setLoaded(value !== null);
  }, []);
  useEffect(() => {
    const at = pending.current;
    if (loaded && at) {
      pending.current = null;
      instance.current?.show(at);
    }
  }, [loaded]);
  return {
    instance,
    wanted,
    want: useCallback(() => setWanted(true), []),
    ready,
    showWhenLoaded: (at) => {
      pending.current = at;
      setWanted(true);
    },
  };
}

/**
 * A popup menu opened by a button, whose code loads only when the user comes near the button:
 * the first screens (login, dashboard) load no menu. A click made while it loads opens it once
 * it has.
 */
export function usePopupMenu(items: MenuItem[], id: string): PopupMenu {
  const menu = useLazyInstance<MenuInstance>();
  const [open, setOpen] = useState(false);
  return {
    menu: menu.wanted && (
      <Suspense fallback={null}>
        <Menu
          model={items}
          popup
          ref={menu.ready}
          id={id}
          onShow={() => setOpen(true)}
          onHide={() => setOpen(false)}
        />
      </Suspense>
    ),
    trigger: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      onPointerEnter: menu.want,
      onFocus: menu.want,
      onClick: (event) => {
        if (menu.instance.current) {
          menu.instance.current.toggle(event);
        } else {
          menu.showWhenLoaded(openedBeside(event.currentTarget));
        }
      },
    },
  };
}

/** PrimeReact's context menu, loaded when the pointer first comes to what it serves. */
const ContextMenu = lazy(() =>
  import('primereact/contextmenu').then((module) => ({ default: module.ContextMenu })),
);

/** What the context menu's show() reads of a right click: where it was, and the calls it makes. */
const rightClickAt = (pageX: number, pageY: number): SyntheticEvent =>
  ({
    pageX,
    pageY,
    preventDefault: () => undefined,
    stopPropagation: () => undefined,
  }) as unknown as SyntheticEvent;

interface LazyContextMenu {
  /** The menu itself, to render once beside what it serves. */
  menu: ReactNode;
  /** Loads the menu's code (on the pointer's approach). */
  preload: () => void;
  /** Opens the menu at a right click (the browser's own menu is refused at once). */
  open: (event: MouseEvent<HTMLElement>) => void;
}

/** A context menu whose code loads only when the user comes near what it serves (issue 22). */
export function useLazyContextMenu(items: MenuItem[], onHide: () => void): LazyContextMenu {
  const menu = useLazyInstance<ContextMenuInstance>();
  return {
    menu: menu.wanted && (
      <Suspense fallback={null}>
        <ContextMenu model={items} ref={menu.ready} onHide={onHide} />
      </Suspense>
    ),
    preload: menu.want,
    open: (event) => {
      event.preventDefault();
      if (menu.instance.current) {
        menu.instance.current.show(event);
      } else {
        menu.showWhenLoaded(rightClickAt(event.pageX, event.pageY));
      }
    },
  };
}
