import type { Faq } from '@matjar/api-client';
import { ErrorState } from '@matjar/ui';
import { FaqList } from '../faq-list/faq-list.js';

export interface FaqsScreenProps {
  /** The store's questions, or `null` when it failed to give them. */
  faqs: readonly Faq[] | null;
  /** Asks for the questions again (the app's loader, say). */
  onRetry: () => void;
  /** The questions are being asked for again: the retry button waits. */
  isRetrying?: boolean;
}

/**
 * The frequently asked questions under the page's title: each question opens its answer (the
 * store's HTML, sanitized by the nearest `HtmlSanitizerProvider`), or an empty state; when the
 * store failed to give them, a retry.
 *
 * @example
 * <FaqsScreen
 *   faqs={loaderData.faqs}
 *   onRetry={() => void revalidator.revalidate()}
 *   isRetrying={revalidator.state === 'loading'}
 * />
 */
export function FaqsScreen({ faqs, onRetry, isRetrying = false }: FaqsScreenProps) {
  if (!faqs) return <ErrorState onRetry={onRetry} isRetrying={isRetrying} />;
  return <FaqList faqs={faqs} />;
}
