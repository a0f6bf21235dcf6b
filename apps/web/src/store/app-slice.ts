import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Below this width the layout is in mobile mode (spec §9). */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_KEY = 'timber.sidebarOpened';

export type Device = 'desktop' | 'mobile';

export interface AppState {
  sidebarOpened: boolean;
  device: Device;
}

export const deviceForWidth = (width: number): Device =>
  width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';

const initialState = (): AppState => {
  const device = typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth);
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(SIDEBAR_KEY);
  return { device, sidebarOpened: device === 'mobile' ? false : stored !== '0' };
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpened = !state.sidebarOpened;
    },
    sidebarClosed(state) {
      state.sidebarOpened = false;
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      if (state.device !== action.payload) {
        state.device = action.payload;
        // Entering mobile mode hides the sidebar; back on a desktop it opens again.
        state.sidebarOpened = action.payload === 'desktop';
      }
    },
  },
});

export const { sidebarToggled, sidebarClosed, deviceChanged } = appSlice.actions;
