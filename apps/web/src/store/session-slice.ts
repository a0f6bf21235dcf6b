import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api, type UserInfo } from '../api/api';
import { storedDefaultPassword, storeDefaultPassword } from '../shared/auth/default-password';
import { getToken } from '../shared/auth/token';

/** The logged-in session: token, user info (resources, overdue flag) and the default-password flag. */
export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** The password is still the default one: the change-password dialog warns (spec §5). */
  defaultPassword: boolean;
  /** The account is in arrears: the arrears overlay blocks the page (spec §4). */
  overdue: boolean;
}

const initialState = (): SessionState => ({
  token: getToken() ?? null,
  user: null,
  defaultPassword: storedDefaultPassword(),
  overdue: false,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; defaultPassword: boolean }>) {
      state.token = action.payload.token;
      state.defaultPassword = action.payload.defaultPassword;
      state.user = null;
    },
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.defaultPassword = false;
      state.overdue = false;
    },
    passwordChanged(state) {
      state.defaultPassword = false;
    },
    overdueCleared(state) {
      state.overdue = false;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(api.endpoints.userInfo.matchFulfilled, (state, action) => {
      state.user = action.payload.data;
      state.overdue = action.payload.data.overdue;
    });
  },
});

export const { loggedIn, loggedOut, passwordChanged, overdueCleared } = sessionSlice.actions;

/** Keeps the default-password flag for the browser tab, so a reload still warns. */
export function persistDefaultPassword(state: SessionState): void {
  storeDefaultPassword(state.defaultPassword);
}
