import { useId } from 'react';
import { useIntl } from 'react-intl';
import { orderDetailsMessages as m } from './messages.js';
import { OrderFact, OrderSection } from './order-section.js';

/** The intrinsic size of a return photo's thumbnail. */
const RETURN_PHOTO_SIZE = 96;

interface ReturnSectionProps {
  reason: string | null;
  photos: readonly string[];
}

/** Why the order was returned, and its photos, each opening full size in a new tab. */
export function ReturnSection({ reason, photos }: ReturnSectionProps) {
  const intl = useIntl();
  const newTabId = useId();
  return (
    <OrderSection title={intl.formatMessage(m.returnTitle)} kind="return">
      <dl className="orders-details__facts">
        {reason ? (
          <OrderFact label={intl.formatMessage(m.returnReason)} kind="reason">
            {reason}
          </OrderFact>
        ) : null}
        {photos.length > 0 ? (
          <OrderFact label={intl.formatMessage(m.returnPhotos)} kind="photos">
            <span className="mj-visually-hidden" id={newTabId}>
              {intl.formatMessage(m.opensInNewTab)}
            </span>
            <ul className="orders-details__photos">
              {photos.map((photo, index) => (
                <li key={`${index}-${photo}`} className="orders-details__photo">
                  <a
                    href={photo}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newTabId}
                  >
                    <img
                      className="orders-details__photo-image"
                      src={photo}
                      alt={intl.formatMessage(m.returnPhoto, { n: index + 1 })}
                      width={RETURN_PHOTO_SIZE}
                      height={RETURN_PHOTO_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </OrderFact>
        ) : null}
      </dl>
    </OrderSection>
  );
}
