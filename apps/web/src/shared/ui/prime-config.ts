import { type Locale } from '@timber/i18n';
import { type APIOptions, type PrimeReactPTOptions } from 'primereact/api';

/**
 * PrimeReact's markup made WCAG 2.1 AA in one place, a global pass-through (issue 41, what axe-core
 * found), so no instance is missed:
 * - a dropdown's hidden native <select> (the table paginator's rows-per-page dropdown too) is
 *   hidden from assistive technology: the combobox carries the name, role and value; the select,
 *   unnamed and out of the tab order, only repeated them (select-name);
 * - a dropdown's trigger is decoration: the combobox opens the list and says whether it is open;
 *   as an unfocusable `button` it was a command without a name (aria-command-name);
 * - a checkbox's and an input switch's outer box lose the role and name their own focusable input
 *   carries (a checkbox inside a checkbox: nested-interactive);
 * - a table's scrolling wrapper takes focus, so a keyboard scrolls a wide or empty table
 *   (scrollable-region-focusable).
 */
export const PASS_THROUGH: PrimeReactPTOptions = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: {
      role: undefined,
      'aria-haspopup': undefined,
      'aria-expanded': undefined,
      'aria-label': undefined,
      'aria-hidden': true,
    },
  },
  checkbox: {
    root: {
      role: undefined,
      'aria-label': undefined,
      'aria-checked': undefined,
      'aria-labelledby': undefined,
    },
  },
  inputswitch: {
    root: {
      role: undefined,
      'aria-label': undefined,
      'aria-checked': undefined,
      'aria-labelledby': undefined,
    },
  },
  datatable: {
    wrapper: { tabIndex: 0 },
  },
};

/** The PrimeReactProvider value of every page that shows PrimeReact (app.tsx, mount-alone.tsx). */
export const primeReactValue = (locale: Locale): Partial<APIOptions> => ({
  locale,
  ripple: false,
  pt: PASS_THROUGH,
});
