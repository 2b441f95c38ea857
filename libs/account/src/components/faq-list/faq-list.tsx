import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Faq } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState } from '@matjar/ui';
import { toHtml } from '../../lib/html-sanitizer.js';
import { SanitizedHtml } from '../sanitized-html/sanitized-html.js';

export interface FaqListProps {
  /** The questions in the store's order (`useFaqs().data`); answers in HTML or plain text. */
  faqs: readonly Faq[];
  className?: string;
}

/**
 * The frequently asked questions as an accordion of native disclosures: each question opens and
 * closes its answer by itself, with the keyboard too, and works before the page's script has
 * loaded. Answers are the store's HTML, sanitized. Says so when there are no questions yet. Needs
 * an `HtmlSanitizerProvider` above.
 *
 * @example
 * const faqs = useFaqs();
 * <FaqList faqs={faqs.data ?? []} />
 */
export function FaqList({ faqs, className }: FaqListProps) {
  const intl = useIntl();
  const classes = ['account-faq-list', className].filter(Boolean).join(' ');
  if (faqs.length === 0) {
    return (
      <EmptyState
        className={classes}
        data-state="empty"
        title={intl.formatMessage(emptyStateMessages.noFaqs)}
      />
    );
  }
  return (
    <ul className={classes} data-state="filled">
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </ul>
  );
}

function FaqItem({ faq }: { faq: Faq }) {
  const html = useMemo(() => toHtml(faq.answer), [faq.answer]);
  return (
    <li className="account-faq">
      <details className="account-faq__details">
        <summary className="account-faq__question">
          <span className="account-faq__question-text" dir="auto">
            {faq.question}
          </span>
          <ChevronIcon />
        </summary>
        <SanitizedHtml className="account-faq__answer account-rich-text" dir="auto" html={html} />
      </details>
    </li>
  );
}

/** Points down when closed and up when open, the same in both directions. */
function ChevronIcon() {
  return (
    <svg
      className="account-faq__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
