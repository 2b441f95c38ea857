import type { InfoPage as InfoPageContent } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { ErrorState } from '@matjar/ui';
import type { InfoPageKind } from '../../api/content-queries.js';
import { InfoPage } from '../info-page/info-page.js';

export interface InfoScreenProps {
  /** Which of the store's information pages it is: `about`, `terms` or `privacy`. */
  kind: InfoPageKind;
  /** The page as the store wrote it, or `null` when it failed to give it. */
  page: InfoPageContent | null;
  /** Asks for the page again (the app's loader, say). */
  onRetry: () => void;
  /** The page is being asked for again: the retry button waits. */
  isRetrying?: boolean;
}

/**
 * One of the store's information pages (about us, the terms, the privacy policy): its title and
 * content (the store's HTML, sanitized by the nearest `HtmlSanitizerProvider`). The terms and the
 * policy without content say there are no terms yet; when the store failed to give the page, a
 * retry.
 *
 * @example
 * <InfoScreen
 *   kind="terms"
 *   page={loaderData.page}
 *   onRetry={() => void revalidator.revalidate()}
 *   isRetrying={revalidator.state === 'loading'}
 * />
 */
export function InfoScreen({ kind, page, onRetry, isRetrying = false }: InfoScreenProps) {
  if (!page) return <ErrorState onRetry={onRetry} isRetrying={isRetrying} />;
  return (
    <InfoPage
      // Going from one of these pages to another draws the new one afresh, not over the last.
      key={kind}
      page={page}
      emptyMessage={kind === 'about' ? undefined : emptyStateMessages.noTerms}
    />
  );
}
