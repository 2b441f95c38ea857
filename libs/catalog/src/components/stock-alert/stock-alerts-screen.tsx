import { useIntl } from 'react-intl';
import { useFormatters } from '@matjar/i18n';
import { Button, EmptyState, ErrorState, Link, Skeleton, VariantLabel } from '@matjar/ui';
import { useRemoveStockAlert, useStockAlerts } from '../../hooks/use-stock-alerts.js';
import { catalogPaths } from '../catalog-paths.js';
import { stockAlertMessages as m } from './messages.js';

export interface StockAlertsScreenProps {
  /** Where "Browse the store" leads from an empty list. */
  shopHref: string;
}

/**
 * The customer's stock alerts ("Stock alerts" in the account): each product waited for, with its
 * variant and since when, a link to its page (with that variant chosen) and a button to remove
 * the alert, which leaves the list at once. An empty list says how to ask for one; skeletons while
 * it loads, and a way to try again when it could not be read.
 *
 * @example
 * <StockAlertsScreen shopHref="/" />
 */
export function StockAlertsScreen({ shopHref }: StockAlertsScreenProps) {
  const intl = useIntl();
  const format = useFormatters();
  const alerts = useStockAlerts();
  const remove = useRemoveStockAlert();

  if (alerts.isError && !alerts.data) {
    return <ErrorState onRetry={() => void alerts.refetch()} />;
  }
  if (!alerts.data) return <Skeleton shape="text" lines={6} />;
  if (alerts.data.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyBody)}
        action={
          <Link to={shopHref} className="mj-button">
            {intl.formatMessage(m.shop)}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="catalog-stock-alerts" aria-label={intl.formatMessage(m.listLabel)}>
      {alerts.data.map((alert) => (
        <li key={alert.id} className="catalog-stock-alerts__item">
          <img
            className="catalog-stock-alerts__image"
            src={alert.product.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
          <div className="catalog-stock-alerts__text">
            <Link
              to={catalogPaths.product(alert.product.id, alert.variant?.id)}
              className="catalog-stock-alerts__name"
            >
              {alert.product.name}
            </Link>
            {alert.variant ? (
              <VariantLabel
                className="catalog-stock-alerts__variant"
                options={format.variantOptions(alert.variant)}
              />
            ) : null}
            <span className="catalog-stock-alerts__since">
              {intl.formatMessage(m.since, { date: format.date(alert.created_at) })}
            </span>
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(m.removeFor, { name: alert.product.name })}
            onClick={() => remove.mutate(alert.id)}
          >
            {intl.formatMessage(m.cancel)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
