import { ProgressSpinner } from 'primereact/progressspinner';
import { useIntl } from 'react-intl';

/** Shown while a screen or the session loads. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="flex align-items-center justify-content-center p-6" role="status">
      <ProgressSpinner
        style={{ width: '3rem', height: '3rem' }}
        strokeWidth="4"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
      />
      <span className="sr-only">{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
