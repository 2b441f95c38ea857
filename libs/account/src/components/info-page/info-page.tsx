import { useId, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { InfoPage as InfoPageContent } from '@matjar/api-client';
import { EmptyState, Skeleton, SkeletonGroup } from '@matjar/ui';
import { hasVisibleContent, toHtml, useSanitizeHtml } from '../../lib/html-sanitizer.js';
import { SanitizedHtml } from '../sanitized-html/sanitized-html.js';
import { infoPageMessages as m } from './messages.js';

export interface InfoPageProps {
  /** The page as the store sends it (`useInfoPage(kind).data`): content in HTML or plain text. */
  page: InfoPageContent;
  /**
   * What the page says while the store has no content for it: `emptyStateMessages.noTerms` for the
   * terms. Default "This page has no content yet".
   */
  emptyMessage?: MessageDescriptor;
  className?: string;
}

/**
 * An information page (about us, terms and conditions, privacy policy): the title as the page's
 * heading and the store's content, sanitized, in the direction it was written in. Says so when the
 * content is blank, or nothing of it survives sanitizing. Needs an `HtmlSanitizerProvider` above.
 *
 * @example
 * const terms = useInfoPage('terms');
 * <InfoPage page={terms.data} emptyMessage={emptyStateMessages.noTerms} />
 */
export function InfoPage({ page, emptyMessage = m.empty, className }: InfoPageProps) {
  const intl = useIntl();
  const sanitize = useSanitizeHtml();
  const titleId = useId();
  const html = useMemo(() => toHtml(page.content), [page.content]);
  // Empty is judged on what would be shown: markup that sanitizes to nothing is no content.
  const state = useMemo(() => hasVisibleContent(sanitize(html)), [sanitize, html])
    ? 'filled'
    : 'empty';

  return (
    <article
      className={['account-info-page', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={state}
    >
      <h1 id={titleId} className="account-info-page__title" dir="auto">
        {page.title}
      </h1>
      {state === 'filled' ? (
        <SanitizedHtml
          className="account-info-page__content account-rich-text"
          dir="auto"
          html={html}
        />
      ) : (
        <EmptyState className="account-info-page__empty" title={intl.formatMessage(emptyMessage)} />
      )}
    </article>
  );
}

export interface InfoPageSkeletonProps {
  className?: string;
}

/**
 * The shape of an information page while it loads: a title and a few paragraphs, announced once as
 * loading.
 *
 * @example
 * if (about.isPending) return <InfoPageSkeleton />;
 */
export function InfoPageSkeleton({ className }: InfoPageSkeletonProps) {
  const intl = useIntl();
  return (
    <SkeletonGroup
      className={['account-info-page', className].filter(Boolean).join(' ')}
      label={intl.formatMessage(m.loading)}
    >
      <Skeleton className="account-info-page__title-skeleton" inlineSize="12rem" />
      <Skeleton lines={4} />
      <Skeleton lines={3} />
    </SkeletonGroup>
  );
}
