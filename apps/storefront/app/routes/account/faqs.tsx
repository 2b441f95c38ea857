import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { FaqsScreen, contentQueries, faqListMessages } from '@matjar/account';
import { loadCatalogue } from '@matjar/i18n';
import { PageLayout } from '@matjar/ui';
import { sanitizeStoreHtml } from '../../lib/html-sanitizer.server.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls, publicOrigin } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import { ServerSanitized } from '../../lib/server-sanitized.js';
import type { Route } from './+types/faqs';
import { accountPageMessages as m } from './account.messages.js';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

/**
 * The questions come from the store through this loader, on the server and on client navigations
 * alike, their answers sanitized here: the browser never parses the store's raw HTML.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const query = contentQueries.faqs(api, locale);
  await Promise.all([queryClient.prefetchQuery(query), loadCatalogue(locale)]);
  const origin = publicOrigin(request);
  const faqs = queryClient.getQueryData(query.queryKey);
  return {
    faqs: faqs?.map((faq) => ({ ...faq, answer: sanitizeStoreHtml(faq.answer, origin) })) ?? null,
    meta: {
      locale,
      title: messageIn(locale, faqListMessages.heading),
      description: messageIn(locale, m.faqsDescription),
      urls: pageUrls(request, locale),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  return (
    <PageLayout width="text" className="sf-info-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(faqListMessages.heading)}</h1>
      <ServerSanitized>
        <FaqsScreen
          faqs={loaderData.faqs}
          onRetry={() => void revalidator.revalidate()}
          isRetrying={revalidator.state === 'loading'}
        />
      </ServerSanitized>
    </PageLayout>
  );
}
