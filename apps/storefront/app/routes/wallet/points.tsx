import { useIntl } from 'react-intl';
import { useFormatters, failureMessage } from '@matjar/i18n';
import { Breadcrumbs, ErrorState, PageLayout, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import {
  PointsCard,
  useConvertPoints,
  usePoints,
  usePointsRate,
  usePrefetchPoints,
} from '@matjar/wallet';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/points';
import { walletPageMessages as m } from './wallet.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/wallet/styles.css';
import '../orders/orders-pages.css';

/** The points and their rate are asked for by the browser as the page is read. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/profile',
  startCalls: ['points'],
  earlyCalls: ['points', 'points/rate'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.pointsTitle),
    description: messageIn(locale, m.pointsDescription),
  });
}

function Points() {
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

/** Rewards points (/wallet/points): the balance, the rate, and converting them to credit. */
export default function PointsRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.walletTitle), href: '/wallet' },
            { label: intl.formatMessage(m.pointsTitle) },
          ]}
        />
        <h1 className="sf-info-page__title">{intl.formatMessage(m.pointsTitle)}</h1>
        {isCustomer ? <Points /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
