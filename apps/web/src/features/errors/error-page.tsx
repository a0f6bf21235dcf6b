import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** The 401 and 404 pages: the no-permission message with back and dashboard links (spec §2 Access). */
export function ErrorPage({ status }: { status: 401 | 404 }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${status} - ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl, status]);
  return (
    <main className="error-page flex flex-column align-items-center justify-content-center gap-3 p-5">
      <div className="error-page__code" aria-hidden>
        {status}
      </div>
      <h1 className="m-0 text-2xl" data-testid="error-title">
        {status === 401 ? (
          <FormattedMessage id="error.401.title" />
        ) : (
          <FormattedMessage id="error.404.title" />
        )}
      </h1>
      <p className="m-0 text-color-secondary">
        {status === 401 ? <FormattedMessage id="error.401.hint" /> : <FormattedMessage id="error.404.hint" />}
      </p>
      <div className="flex gap-2">
        <Button
          outlined
          icon="pi pi-arrow-left"
          label={intl.formatMessage({ id: 'error.back' })}
          onClick={() => {
            void navigate(-1);
          }}
        />
        <Button
          icon="pi pi-home"
          label={intl.formatMessage({ id: 'error.toDashboard' })}
          onClick={() => {
            void navigate('/dashboard');
          }}
        />
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function UnauthorizedPage() {
  return <ErrorPage status={401} />;
}
