import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FaqList, contentQueries, faqListMessages, useFaqs } from '@matjar/account';
import { loadCatalogue } from '@matjar/i18n';
import { ErrorState, Skeleton } from '@matjar/ui';
import { BrowserSanitizer } from '../../lib/browser-sanitizer.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/faqs';
import { accountPageMessages as m } from './account.messages.js';

/** The questions are rendered on the server with their answers. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  await Promise.all([
    queryClient.prefetchQuery(contentQueries.faqs(api, locale)),
    loadCatalogue(locale),
  ]);
  return {
    dehydrated: dehydrate(queryClient),
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

function Faqs() {
  const faqs = useFaqs();
  if (faqs.data) return <FaqList faqs={faqs.data} />;
  if (faqs.isError) return <ErrorState onRetry={() => void faqs.refetch()} />;
  return <Skeleton shape="text" lines={6} />;
}

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="sf-info-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(faqListMessages.heading)}</h1>
      <HydrationBoundary state={loaderData.dehydrated}>
        <BrowserSanitizer>
          <Faqs />
        </BrowserSanitizer>
      </HydrationBoundary>
    </div>
  );
}
