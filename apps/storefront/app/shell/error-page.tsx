import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useRevalidator } from 'react-router';
import { SearchForm, catalogPaths } from '@matjar/catalog';
import { commonMessages, errorMessages } from '@matjar/i18n';
import { Button, PageLayout } from '@matjar/ui';
import type { PageErrorKind } from '../lib/page-error.js';
import { AppLink } from './app-link.js';

// The store's categories and best sellers under "page not found": its code is loaded with that
// page only (it links no stylesheet of its own: the catalog's is the root's).
const HomeSuggestions = lazy(() => import('../routes/catalog/home-suggestions.js'));

export interface ErrorPageProps {
  /** What went wrong (`pageErrorKind` of the route's error). */
  kind: PageErrorKind;
}

const texts = {
  'not-found': {
    status: 404,
    title: errorMessages.notFoundTitle,
    body: errorMessages.notFoundBody,
  },
  server: {
    status: 500,
    title: errorMessages.serverErrorTitle,
    body: errorMessages.serverErrorBody,
  },
  'connection-lost': {
    status: null,
    title: errorMessages.connectionLostTitle,
    body: errorMessages.connectionLostBody,
  },
} as const;

/**
 * The 404, 500 and "no connection" pages: a localized explanation and a way home, never the raw
 * error. The 404 page (an address that does not exist, a product or category that is gone) also
 * offers a search, and the store's categories and best sellers. The 500 and "no connection" pages also offer to try again: the page's data is asked for
 * once more, and the page shows as soon as it arrives. "No connection" (the browser could not reach
 * the store) shows no status code: the store never answered.
 */
export function ErrorPage({ kind }: ErrorPageProps) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const isNotFound = kind === 'not-found';
  const { status, title, body } = texts[kind];
  return (
    <PageLayout width={isNotFound ? 'wide' : 'form'}>
      <section className="sf-error-page" aria-labelledby="sf-error-title">
        {status === null ? null : (
          <p className="sf-error-page__status" aria-hidden>
            <bdi>{status}</bdi>
          </p>
        )}
        <h1 id="sf-error-title" className="sf-error-page__title">
          {intl.formatMessage(title)}
        </h1>
        <p className="sf-error-page__body">{intl.formatMessage(body)}</p>
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
            className="mj-button"
            data-variant={isNotFound ? 'primary' : 'secondary'}
            data-size="md"
          >
            {intl.formatMessage(commonMessages.backHome)}
          </AppLink>
        </div>
        {isNotFound ? (
          <SearchForm
            id="sf-not-found-search"
            onSearch={(q) => void navigate(catalogPaths.search(q))}
          />
        ) : null}
      </section>
      {isNotFound ? (
        <Suspense fallback={null}>
          <HomeSuggestions idPrefix="not-found" />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
