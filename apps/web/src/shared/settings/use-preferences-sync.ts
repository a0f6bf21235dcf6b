import { useEffect, useRef } from 'react';
import { api, useUserPreferencesQuery, useUserPreferencesSaveMutation } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sameSettings, settingsLoaded, type SettingsState } from '../../store/settings-slice';

/** A change is saved once the settings rest this long (a colour dragged in the picker is one save). */
export const SAVE_DELAY_MS = 400;

/**
 * Keeps the layout settings per user on the server (spec §2 Layout, issue 17): after login the
 * user's saved settings replace the browser's copy, so they follow the user from browser to
 * browser; each change after that (drawer or /system/setting) is saved. Nothing is saved before
 * the server's settings have arrived, so a browser's copy never overwrites them.
 */
export function usePreferencesSync(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const settings = useAppSelector((state) => state.settings);
  const server = useUserPreferencesQuery(undefined, { skip: !token }).data?.data;
  const [save] = useUserPreferencesSaveMutation();
  /** What the server holds as far as this page knows; null until it has answered. */
  const saved = useRef<SettingsState | null>(null);

  useEffect(() => {
    // the first answer of the session wins over the browser's copy; later ones are this page's own saves
    if (!server) {
      saved.current = null;
    } else if (!saved.current) {
      saved.current = server;
      dispatch(settingsLoaded(server));
    }
  }, [server, dispatch]);

  useEffect(() => {
    const known = saved.current;
    if (!known || sameSettings(known, settings)) {
      return undefined;
    }
    const timer = setTimeout(() => {
      saved.current = settings;
      save({ body: settings })
        .unwrap()
        .then((answer) => {
          // the cached answer follows the last save, so a screen mounted later reads the new settings
          if (saved.current && sameSettings(saved.current, answer.data)) {
            void dispatch(api.util.upsertQueryData('userPreferences', undefined, answer));
          }
        })
        // the API layer has shown the server's message; the next change tries again
        .catch(() => {
          saved.current = known;
        });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, save, dispatch]);
}
