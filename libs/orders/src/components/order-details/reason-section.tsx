import { type MessageDescriptor, useIntl } from 'react-intl';
import { OrderSection } from './order-section.js';

interface ReasonSectionProps {
  /** Why what happened, happened: "Why the order was cancelled". */
  title: MessageDescriptor;
  kind: 'cancel-reason' | 'reject-reason';
  /** The reason, as the customer or the store wrote it. */
  reason: string;
}

/** Why the order was cancelled or rejected, in a card marked as a problem. */
export function ReasonSection({ title, kind, reason }: ReasonSectionProps) {
  const intl = useIntl();
  return (
    <OrderSection title={intl.formatMessage(title)} kind={kind}>
      <p className="orders-details__reason">{reason}</p>
    </OrderSection>
  );
}
