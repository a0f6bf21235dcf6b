import { type ButtonHTMLAttributes } from 'react';

interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label?: string;
  /** A PrimeIcons class, e.g. `pi pi-language`. */
  icon?: string;
  /** Shows a spinner in place of the icon and refuses clicks. */
  loading?: boolean;
}

/**
 * A button drawn by the PrimeReact theme's classes, without PrimeReact's Button code (ripple,
 * tooltip, pass-through), for the screens a first visit loads: the login page's first load stays
 * small (issue 22). Elsewhere use PrimeReact's Button or GuardedButton.
 */
export function LightButton({
  label,
  icon,
  loading = false,
  className,
  disabled,
  ...props
}: LightButtonProps) {
  const shownIcon = loading ? 'pi pi-spin pi-spinner' : icon;
  const classes = [
    'p-button p-component',
    label ? '' : 'p-button-icon-only',
    loading ? 'p-button-loading' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" {...props} className={classes} disabled={disabled || loading}>
      {shownIcon && (
        <span className={`p-button-icon ${label ? 'p-button-icon-left' : ''} ${shownIcon}`} aria-hidden />
      )}
      {label && <span className="p-button-label">{label}</span>}
    </button>
  );
}
