import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Faq } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState, VirtualList } from '@matjar/ui';
import { toHtml } from '../../lib/html-sanitizer.js';
import { SanitizedHtml } from '../sanitized-html/sanitized-html.js';

/** A closed question's usual height in pixels, until it is measured. */
const FAQ_ROW_SIZE = 60;
/** The questions the server renders: the first screen of them. */
const FAQS_RENDERED_FIRST = 15;

export interface FaqListProps {
  /** The questions in the store's order (`useFaqs().data`); answers in HTML or plain text. */
  faqs: readonly Faq[];
  className?: string;
}

/**
 * The frequently asked questions as an accordion of native disclosures: each question opens and
 * closes its answer by itself, with the keyboard too, and the first screen of them works before the
 * page's script has loaded. However many the store has, only the questions near the visible part
 * of the page are in it (`VirtualList`); an answer stays open when its question scrolls away and
 * back. Answers are the store's HTML, sanitized. Says so when there are no questions yet. Needs an
 * `HtmlSanitizerProvider` above.
 *
 * @example
 * const faqs = useFaqs();
 * <FaqList faqs={faqs.data ?? []} />
 */
export function FaqList({ faqs, className }: FaqListProps) {
  const intl = useIntl();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
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
  const setOpen = (id: number, isOpen: boolean) =>
    setOpenIds((previous) => {
      if (previous.has(id) === isOpen) return previous;
      const next = new Set(previous);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <VirtualList
      className={classes}
      data-state="filled"
      items={faqs}
      itemKey={(faq) => faq.id}
      estimateSize={FAQ_ROW_SIZE}
      initialCount={FAQS_RENDERED_FIRST}
      itemProps={() => ({ className: 'account-faq' })}
      renderItem={(faq) => (
        <FaqItem
          faq={faq}
          isOpen={openIds.has(faq.id)}
          onToggle={(isOpen) => setOpen(faq.id, isOpen)}
        />
      )}
    />
  );
}

function FaqItem({
  faq,
  isOpen,
  onToggle,
}: {
  faq: Faq;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
}) {
  const html = useMemo(() => toHtml(faq.answer), [faq.answer]);
  return (
    <details
      className="account-faq__details"
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="account-faq__question">
        <span className="account-faq__question-text" dir="auto">
          {faq.question}
        </span>
        <ChevronIcon />
      </summary>
      <SanitizedHtml className="account-faq__answer account-rich-text" dir="auto" html={html} />
    </details>
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
