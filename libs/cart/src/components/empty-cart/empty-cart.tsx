import { useIntl } from 'react-intl';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyCartIllustration, EmptyState, Link } from '@matjar/ui';
import { emptyCartMessages as m } from './messages.js';

export interface EmptyCartProps {
  /** Where "Continue shopping" leads: the home page or the offers. */
  shopHref: string;
  /** Level of the title's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What the cart page shows with no lines: "Your cart is empty" and a way back to the shop.
 *
 * @example
 * <EmptyCart shopHref="/" />
 */
export function EmptyCart({ shopHref, headingLevel, className }: EmptyCartProps) {
  const intl = useIntl();
  return (
    <EmptyState
      className={['cart-empty', className].filter(Boolean).join(' ')}
      headingLevel={headingLevel}
      title={intl.formatMessage(emptyStateMessages.emptyCart)}
      illustration={<EmptyCartIllustration />}
      description={intl.formatMessage(m.description)}
      action={
        <Link to={shopHref} className="cart-empty__shop">
          {intl.formatMessage(m.continueShopping)}
        </Link>
      }
    />
  );
}
