import { Suspense, lazy } from 'react';
import { data } from 'react-router';
import { ErrorPage } from '../shell/error-page.js';

// Loaded with the 404 page only, as by every other page that found nothing.
const HomeSuggestions = lazy(() => import('./catalog/home-suggestions.js'));

/** Any path no route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <ErrorPage
      kind="not-found"
      suggestions={
        <Suspense fallback={null}>
          <HomeSuggestions idPrefix="not-found" />
        </Suspense>
      }
    />
  );
}
