import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Below this width the layout is in mobile mode (spec §9). */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_KEY = 'timber.sidebarOpened';

export type Device = 'desktop' | 'mobile';

export interface AppState {
  sidebarOpened: boolean;
  device: Device;
  /** the user's choice on a desktop (kept in local storage), restored when the window is a desktop again */
  desktopSidebarOpened: boolean;
}

export const deviceForWidth = (width: number): Device =>
  width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';

const initialState = (): AppState => {
  const device = typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth);
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(SIDEBAR_KEY);
  const desktopSidebarOpened = stored !== '0';
  return { device, sidebarOpened: device === 'mobile' ? false : desktopSidebarOpened, desktopSidebarOpened };
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpened = !state.sidebarOpened;
      if (state.device === 'desktop') {
        state.desktopSidebarOpened = state.sidebarOpened;
      }
    },
    sidebarClosed(state) {
      state.sidebarOpened = false;
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      if (state.device !== action.payload) {
        state.device = action.payload;
        // Entering mobile mode hides the sidebar; back on a desktop it is as the user left it there
        // (a page that starts narrow and widens at once keeps a collapsed sidebar collapsed).
        state.sidebarOpened = action.payload === 'desktop' && state.desktopSidebarOpened;
      }
    },
  },
});

export const { sidebarToggled, sidebarClosed, deviceChanged } = appSlice.actions;
