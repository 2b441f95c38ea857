import { useIntl } from 'react-intl';
import { failureMessage, useFormatters } from '@matjar/i18n';
import { ErrorState, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import {
  useConvertPoints,
  usePoints,
  usePointsRate,
  usePrefetchPoints,
} from '../../hooks/use-points.js';
import { PointsCard } from '../points-card/points-card.js';
import { pointsScreenMessages as m } from './messages.js';

/**
 * The customer's rewards points: the card of the balance, its worth and the rate, converting some
 * or all of them to wallet credit, and a toast saying how much credit a conversion added. A
 * refused conversion is said on the card, which keeps the typed points. A skeleton shows while the
 * points or the rate are on their way (and through hydration: the server has no token), a retry
 * when the store failed to answer. Needs the app's API client, session, query cache and
 * `ToastProvider`.
 *
 * @example
 * <PageLayout>
 *   <h1>Rewards points</h1>
 *   <PointsScreen />
 * </PageLayout>
 */
export function PointsScreen() {
  const intl = useIntl();
  const format = useFormatters();
  const { toast } = useToast();
  usePrefetchPoints();
  const points = usePoints();
  const rate = usePointsRate();
  const convert = useConvertPoints();
  // The server renders the skeleton (it has no token): so does hydration, even when the answers
  // have come (asked for as the page started); the points follow in the next render.
  const isHydrated = useIsHydrated();
  if (!isHydrated) return <Skeleton shape="text" lines={5} />;
  if ((points.isError && !points.data) || (rate.isError && !rate.data)) {
    return (
      <ErrorState
        onRetry={() => {
          void points.refetch();
          void rate.refetch();
        }}
      />
    );
  }
  if (!points.data || !rate.data) return <Skeleton shape="text" lines={5} />;
  return (
    <PointsCard
      points={points.data}
      rate={rate.data}
      isPending={convert.isPending}
      error={convert.isError ? failureMessage(intl, convert.error) : undefined}
      onConvert={(input) =>
        convert.mutate(input, {
          onSuccess: ({ value }) =>
            toast({
              title: intl.formatMessage(m.pointsConverted, { amount: format.priceLabel(value) }),
              variant: 'success',
            }),
        })
      }
    />
  );
}
