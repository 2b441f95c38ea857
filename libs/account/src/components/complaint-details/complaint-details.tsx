import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ComplaintDetails as ComplaintDetailsData } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Button, Dialog } from '@matjar/ui';
import {
  ComplaintNumber,
  ComplaintSentOn,
  ComplaintStatusBadge,
  ComplaintTypeTag,
} from '../complaints-list/complaint-status.js';
import { complaintDetailsMessages as m } from './messages.js';

/** The intrinsic size of a thumbnail, reserved before it loads. */
const THUMB_SIZE = 96;

export interface ComplaintDetailsProps {
  /** The complaint or suggestion (`useComplaint(id).data`). */
  complaint: ComplaintDetailsData;
  /**
   * Level of the complaint's title in the page's outline; its sections are one level below.
   * Default 1: the title is the page's heading.
   */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * A complaint's or suggestion's page: its type, number, title, the date it was sent and its
 * status; the customer's message (shown in the direction it was written in) with the attached
 * images as thumbnails that open large in a dialog; then the store's answer, or a note that the
 * answer is awaited. Dates are in Riyadh time.
 *
 * @example
 * const complaint = useComplaint(id);
 * {complaint.data ? <ComplaintDetails complaint={complaint.data} /> : <Skeleton lines={4} />}
 */
export function ComplaintDetails({
  complaint,
  headingLevel = 1,
  className,
}: ComplaintDetailsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const ids = useId();
  const [openImage, setOpenImage] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  /** The thumbnail that opened the dialog, which gets focus back when it closes. */
  const opener = useRef<number | null>(null);
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3';
  const { images, response } = complaint;
  const total = images.length;
  const shownIndex = openImage === null ? null : Math.min(openImage, total - 1);
  const shownImage = shownIndex === null ? undefined : images[shownIndex];
  const imageTitle = (index: number) =>
    intl.formatMessage(m.imageTitle, { index: index + 1, total });

  // The dialog has no single trigger to return focus to (any thumbnail opens it), so do it here.
  useEffect(() => {
    if (openImage !== null || opener.current === null) return;
    thumbs.current[opener.current]?.focus();
    opener.current = null;
  }, [openImage]);

  const open = (index: number) => {
    opener.current = index;
    setOpenImage(index);
  };
  const step = (by: number) =>
    setOpenImage((current) => (current === null ? null : (current + by + total) % total));

  return (
    <article
      className={['account-complaint-details', className].filter(Boolean).join(' ')}
      aria-labelledby={`${ids}-title`}
      data-status={complaint.status}
    >
      <header className="account-complaint-details__header">
        <div className="account-complaint-details__meta">
          <ComplaintTypeTag type={complaint.type} />
          <ComplaintNumber number={complaint.number} />
        </div>
        <Title id={`${ids}-title`} className="account-complaint-details__title">
          <bdi>{complaint.title}</bdi>
        </Title>
        <div className="account-complaint-details__meta">
          <ComplaintSentOn createdAt={complaint.created_at} />
          <ComplaintStatusBadge status={complaint.status} />
        </div>
      </header>

      <section className="account-complaint-details__section" aria-labelledby={`${ids}-message`}>
        <Section id={`${ids}-message`} className="account-complaint-details__heading">
          {intl.formatMessage(m.message)}
        </Section>
        <p className="account-complaint-details__text" dir="auto">
          {complaint.message}
        </p>
        {total > 0 ? (
          <ul
            className="account-complaint-details__images"
            aria-label={intl.formatMessage(m.images)}
          >
            {images.map((src, index) => (
              <li key={`${index}-${src}`}>
                <button
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  type="button"
                  className="account-complaint-details__thumb"
                  aria-label={intl.formatMessage(m.openImage, { index: index + 1, total })}
                  onClick={() => open(index)}
                >
                  <img
                    src={src}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section
        className="account-complaint-details__section account-complaint-details__response"
        aria-labelledby={`${ids}-response`}
        data-state={response ? 'answered' : 'waiting'}
      >
        <Section id={`${ids}-response`} className="account-complaint-details__heading">
          {intl.formatMessage(m.response)}
        </Section>
        {response ? (
          <>
            <p className="account-complaint-details__text" dir="auto">
              {response.text}
            </p>
            <p className="account-complaint-details__answered-on">
              {intl.formatMessage(m.answeredOn, {
                date: format.dateTime(response.created_at),
                time: (chunks: ReactNode[]) => <time dateTime={response.created_at}>{chunks}</time>,
              })}
            </p>
          </>
        ) : (
          <p className="account-complaint-details__waiting">
            <ClockIcon />
            {intl.formatMessage(m.waiting)}
          </p>
        )}
      </section>

      <Dialog
        open={shownIndex !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenImage(null);
        }}
        title={shownIndex === null ? '' : imageTitle(shownIndex)}
        className="account-complaint-details__dialog"
        footer={
          total > 1 ? (
            <>
              <Button variant="secondary" onClick={() => step(-1)}>
                {intl.formatMessage(m.previousImage)}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {intl.formatMessage(m.nextImage)}
              </Button>
            </>
          ) : undefined
        }
      >
        {shownImage && shownIndex !== null ? (
          <img
            className="account-complaint-details__large"
            src={shownImage}
            alt={imageTitle(shownIndex)}
            decoding="async"
          />
        ) : null}
      </Dialog>
    </article>
  );
}

function ClockIcon() {
  return (
    <svg
      className="account-complaint-details__clock"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
