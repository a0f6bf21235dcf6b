import { type Locale, type PartialMessages } from '@timber/i18n';
import { type Root } from 'react-dom/client';
import { LoginScreen, type SignedIn } from '../features/auth/login-screen';
import { mountAlone } from './mount-alone';

/** The login page's first screen alone; the app loads once the user has signed in (main.tsx). */
export function mountLogin(
  root: Root,
  locale: Locale,
  messages: PartialMessages,
  onSignedIn: (session: SignedIn) => Promise<void>,
): void {
  mountAlone(root, locale, messages, <LoginScreen onSignedIn={onSignedIn} />);
}
