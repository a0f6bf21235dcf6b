import { type Locale, type PartialMessages } from '@timber/i18n';
import { type Root } from 'react-dom/client';
import { ShareOrderScreen } from '../features/share-order/share-order-screen';
import { WordsAlone } from './words-alone';

/**
 * The public share page alone, as a customer opens its link on a phone (spec §2, issue 16): no
 * PrimeReact, no toast; the page says itself what went wrong (share-order-screen.tsx).
 */
export function mountShare(root: Root, locale: Locale, messages: PartialMessages): void {
  root.render(
    <WordsAlone locale={locale} messages={messages}>
      <ShareOrderScreen search={window.location.search} />
    </WordsAlone>,
  );
}
