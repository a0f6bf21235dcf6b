import { type WebMessageId } from '@timber/i18n';

declare global {
  // Message ids are checked at compile time against the English dictionary.
  namespace FormatjsIntl {
    interface Message {
      ids: WebMessageId;
    }
  }
}
