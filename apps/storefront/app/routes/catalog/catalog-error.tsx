import { Suspense, lazy } from 'react';
import { pageErrorKind } from '../../lib/page-error.js';
import { ErrorPage } from '../../shell/error-page.js';

// Loaded only when the product or category is gone: the pages themselves do not carry it.
const HomeSuggestions = lazy(() => import('./home-suggestions.js'));

/**
 * The error page of a catalog route (a product, a category, a provider): a product or category
 * that is gone answers 404 with a search and the store's categories and best sellers, drawn with
 * the route's own stylesheets; any other failure, the shell's error page.
 */
export function CatalogErrorBoundary({ error }: { error: unknown }) {
  const kind = pageErrorKind(error);
  return (
    <ErrorPage
      kind={kind}
      suggestions={
        kind === 'not-found' ? (
          <Suspense fallback={null}>
            <HomeSuggestions idPrefix="not-found" />
          </Suspense>
        ) : undefined
      }
    />
  );
}
