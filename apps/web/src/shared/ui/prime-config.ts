import { type Locale } from '@timber/i18n';
import { type APIOptions, type PrimeReactPTOptions } from 'primereact/api';

/**
 * Every dropdown's hidden native <select> (PrimeReact renders one beside the combobox, the table
 * paginator's rows-per-page dropdown included) is hidden from assistive technology: the combobox
 * carries the name, role and value; the select, unnamed and out of the tab order, only repeated
 * them (issue 41, axe's select-name). One global pass-through, so no dropdown is missed.
 */
export const PASS_THROUGH: PrimeReactPTOptions = {
  dropdown: {
    hiddenSelectedMessage: { 'aria-hidden': true },
    select: { 'aria-hidden': true },
  },
};

/** The PrimeReactProvider value of every page that shows PrimeReact (app.tsx, mount-alone.tsx). */
export const primeReactValue = (locale: Locale): Partial<APIOptions> => ({
  locale,
  ripple: false,
  pt: PASS_THROUGH,
});
