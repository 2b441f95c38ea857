import { useIntl } from 'react-intl';
import { commonMessages, errorMessages } from '@matjar/i18n';
import { AppLink } from './app-link.js';

export interface ErrorPageProps {
  status: 404 | 500;
}

/** The 404 and 500 pages: a localized explanation and a way home, never the raw error. */
export function ErrorPage({ status }: ErrorPageProps) {
  const intl = useIntl();
  const isNotFound = status === 404;
  return (
    <section className="sf-error-page" aria-labelledby="sf-error-title">
      <p className="sf-error-page__status" aria-hidden>
        <bdi>{status}</bdi>
      </p>
      <h1 id="sf-error-title" className="sf-error-page__title">
        {intl.formatMessage(
          isNotFound ? errorMessages.notFoundTitle : errorMessages.serverErrorTitle,
        )}
      </h1>
      <p className="sf-error-page__body">
        {intl.formatMessage(
          isNotFound ? errorMessages.notFoundBody : errorMessages.serverErrorBody,
        )}
      </p>
      <AppLink
        to="/"
        className="mj-button sf-error-page__action"
        data-variant="primary"
        data-size="md"
      >
        {intl.formatMessage(commonMessages.backHome)}
      </AppLink>
    </section>
  );
}
