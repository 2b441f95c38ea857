import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { commonMessages, errorMessages } from '@matjar/i18n';
import { Button } from '@matjar/ui';
import { AppLink } from './app-link.js';

export interface ErrorPageProps {
  status: 404 | 500;
}

/**
 * The 404 and 500 pages: a localized explanation and a way home, never the raw error. The 500 page
 * also offers to try again: the page's data is asked for once more (a connection that failed for a
 * moment), and the page shows as soon as it arrives.
 */
export function ErrorPage({ status }: ErrorPageProps) {
  const intl = useIntl();
  const revalidator = useRevalidator();
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
      <div className="sf-error-page__actions">
        {isNotFound ? null : (
          <Button
            variant="primary"
            isLoading={revalidator.state === 'loading'}
            onClick={() => {
              if (revalidator.state === 'idle') void revalidator.revalidate();
            }}
          >
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        )}
        <AppLink
          to="/"
          className="mj-button sf-error-page__action"
          data-variant={isNotFound ? 'primary' : 'secondary'}
          data-size="md"
        >
          {intl.formatMessage(commonMessages.backHome)}
        </AppLink>
      </div>
    </section>
  );
}
