import { ProgressSpinner } from 'primereact/progressspinner';
import { useIntl } from 'react-intl';

interface SpinnerProps {
  /** the spinner's width and height, e.g. '3rem' */
  size?: string;
  strokeWidth?: string;
  /** what is being waited for, said to screen readers; 'Loading…' by default */
  label?: string;
  className?: string;
}

/**
 * A loading spinner that says what it is (issue 41): a status region whose text, hidden from sight,
 * a screen reader reads out, the drawn circle hidden from it. PrimeReact's ProgressSpinner alone is
 * an unnamed progress bar, an axe violation wherever it shows.
 */
export function Spinner({ size = '2rem', strokeWidth, label, className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" className={`inline-flex ${className ?? ''}`} data-testid="spinner">
      <ProgressSpinner style={{ width: size, height: size }} strokeWidth={strokeWidth} aria-hidden />
      <span className="sr-only">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </span>
  );
}
