import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { appSlice, SIDEBAR_KEY } from './app-slice';
import { loggedIn, loggedOut, persistDefaultPassword, sessionSlice } from './session-slice';
import { SETTINGS_KEY, settingsSlice } from './settings-slice';
import { allTagsClosed, tagsViewSlice } from './tags-view-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  settings: settingsSlice.reducer,
  app: appSlice.reducer,
  tagsView: tagsViewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let previous = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.settings !== previous.settings) {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(state.settings));
    }
    if (state.app.sidebarOpened !== previous.app.sidebarOpened && state.app.device === 'desktop') {
      localStorage.setItem(SIDEBAR_KEY, state.app.sidebarOpened ? '1' : '0');
    }
    if (state.session !== previous.session) {
      persistDefaultPassword(state.session);
    }
    previous = state;
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

/** Drops everything cached for the previous session (on login and logout). */
export function startSession(dispatch: AppDispatch, token: string, defaultPassword: boolean): void {
  dispatch(api.util.resetApiState());
  dispatch(allTagsClosed());
  dispatch(loggedIn({ token, defaultPassword }));
}

export function endSession(dispatch: AppDispatch): void {
  dispatch(loggedOut());
  dispatch(allTagsClosed());
  dispatch(api.util.resetApiState());
}
