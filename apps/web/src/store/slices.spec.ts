import { describe, expect, it } from 'vitest';
import { appSlice, deviceChanged, deviceForWidth, sidebarToggled } from './app-slice';
import {
  DEFAULT_SETTINGS,
  readSettings,
  settingChanged,
  SETTINGS_KEY,
  settingsSlice,
} from './settings-slice';
import { createStore } from './store';
import {
  allTagsClosed,
  nextAfterClose,
  otherTagsClosed,
  tagClosed,
  tagsViewSlice,
  tagVisited,
  type VisitedTag,
} from './tags-view-slice';

const dashboard: VisitedTag = {
  path: '/dashboard',
  fullPath: '/dashboard',
  titleId: 'route.dashboard',
  pinned: true,
};
const woodType: VisitedTag = {
  path: '/info/woodType',
  fullPath: '/info/woodType?x=1',
  titleId: 'route.info/woodType',
  pinned: false,
};
const customer: VisitedTag = {
  path: '/info/customer',
  fullPath: '/info/customer',
  titleId: 'route.info/customer',
  pinned: false,
};

describe('tags view (spec §2 Layout)', () => {
  const reduce = tagsViewSlice.reducer;
  const visited = [woodType, dashboard, customer].reduce(
    (state, tag) => reduce(state, tagVisited(tag)),
    reduce(undefined, { type: 'init' }),
  );

  it('keeps pinned tabs first and each page once', () => {
    expect(visited.visited.map((tag) => tag.path)).toEqual([
      '/dashboard',
      '/info/woodType',
      '/info/customer',
    ]);
    const again = reduce(visited, tagVisited({ ...woodType, fullPath: '/info/woodType?x=2' }));
    expect(again.visited).toHaveLength(3);
    expect(again.visited[1]?.fullPath).toBe('/info/woodType?x=2');
  });

  it('closes one, the others or all, never a pinned tab', () => {
    expect(reduce(visited, tagClosed('/dashboard')).visited).toHaveLength(3);
    expect(reduce(visited, tagClosed('/info/woodType')).visited.map((tag) => tag.path)).toEqual([
      '/dashboard',
      '/info/customer',
    ]);
    expect(reduce(visited, otherTagsClosed('/info/customer')).visited.map((tag) => tag.path)).toEqual([
      '/dashboard',
      '/info/customer',
    ]);
    expect(reduce(visited, allTagsClosed()).visited.map((tag) => tag.path)).toEqual(['/dashboard']);
  });

  it('goes to the last remaining tab after closing the active one', () => {
    expect(nextAfterClose(visited.visited, '/info/customer')).toBe('/info/woodType?x=1');
    expect(nextAfterClose([], '/x')).toBe('/dashboard');
  });
});

describe('settings (spec §2 Layout)', () => {
  it('defaults to #409EFF with tags view and logo on', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.themeColor).toBe('#409EFF');
  });

  it('ignores stored values of the wrong kind', () => {
    expect(readSettings('{"themeColor":"red","tagsView":"no","fixedHeader":true}')).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: true,
    });
    expect(readSettings('not json')).toEqual(DEFAULT_SETTINGS);
  });

  it('is remembered in local storage', () => {
    const store = createStore();
    store.dispatch(settingChanged({ key: 'themeColor', value: '#11A983' }));
    store.dispatch(settingChanged({ key: 'tagsView', value: false }));
    expect(readSettings(localStorage.getItem(SETTINGS_KEY))).toMatchObject({
      themeColor: '#11A983',
      tagsView: false,
    });
    expect(settingsSlice.reducer(undefined, { type: 'init' })).toMatchObject({ themeColor: '#11A983' });
  });
});

describe('app (sidebar and device)', () => {
  it('is mobile below 992 px', () => {
    expect(deviceForWidth(800)).toBe('mobile');
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
  });

  it('closes the sidebar when entering mobile mode and opens it back on a desktop', () => {
    const reduce = appSlice.reducer;
    const desktop = { sidebarOpened: true, device: 'desktop' as const, desktopSidebarOpened: true };
    const mobile = reduce(desktop, deviceChanged('mobile'));
    expect(mobile).toEqual({ sidebarOpened: false, device: 'mobile', desktopSidebarOpened: true });
    // opening it over the page on a phone is not the desktop choice
    expect(reduce(mobile, sidebarToggled())).toEqual({ ...mobile, sidebarOpened: true });
    expect(reduce(mobile, deviceChanged('desktop'))).toEqual(desktop);
  });

  it('keeps a sidebar collapsed on a desktop collapsed when the window passes through mobile mode', () => {
    const reduce = appSlice.reducer;
    const collapsed = reduce(
      { sidebarOpened: true, device: 'desktop' as const, desktopSidebarOpened: true },
      sidebarToggled(),
    );
    expect(collapsed).toEqual({ sidebarOpened: false, device: 'desktop', desktopSidebarOpened: false });
    // a page that starts narrow (a reload before the window has its size) and widens at once
    const back = reduce(reduce(collapsed, deviceChanged('mobile')), deviceChanged('desktop'));
    expect(back).toEqual(collapsed);
  });
});
