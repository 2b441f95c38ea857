import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  HomeSections,
  HomeSectionsSkeleton,
  RecentlyViewed,
  catalogQueries,
  useHome,
} from '@matjar/catalog';
import { loadCatalogue } from '@matjar/i18n';
import { ErrorState, PageLayout } from '@matjar/ui';
import { localeOfRequest } from '../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls } from '../lib/seo.js';
import { serverQueryContext } from '../lib/server-api.server.js';
import { pageAnswer, retryAfterHeaders } from '../lib/route-data.server.js';
import type { Route } from './+types/home';
import { homeMessages } from './home.messages.js';
import type { RouteHandle } from '../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'home' };

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

/**
 * The home sections are rendered on the server with their data; the browser hydrates from the
 * dehydrated cache without asking again. When the store API fails, the page still renders and the
 * browser retries.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  await Promise.all([
    queryClient.prefetchQuery(catalogQueries.home(api, locale)),
    loadCatalogue(locale),
  ]);
  const banner = queryClient.getQueryData(catalogQueries.home(api, locale).queryKey)?.banners[0];
  return pageAnswer(
    {
      dehydrated: dehydrate(queryClient),
      meta: {
        locale,
        title: messageIn(locale, homeMessages.title),
        hasBrand: true,
        description: messageIn(locale, homeMessages.description),
        urls: pageUrls(request, locale),
        image: banner?.image,
      },
    },
    queryClient,
    catalogQueries.home(api, locale).queryKey,
  );
}

function HomeContent() {
  const home = useHome();
  if (home.data) return <HomeSections home={home.data} />;
  if (home.isError) return <ErrorState onRetry={() => void home.refetch()} />;
  return <HomeSectionsSkeleton />;
}

const promises = [
  { title: homeMessages.scheduledTitle, body: homeMessages.scheduledBody },
  { title: homeMessages.paymentTitle, body: homeMessages.paymentBody },
  { title: homeMessages.returnsTitle, body: homeMessages.returnsBody },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <PageLayout className="sf-home">
      {/* The banners say the rest: the page's heading is for assistive technology and search. */}
      <h1 className="mj-visually-hidden">{intl.formatMessage(homeMessages.heroTitle)}</h1>
      <HydrationBoundary state={loaderData.dehydrated}>
        <HomeContent />
      </HydrationBoundary>
      <RecentlyViewed />
      <section className="sf-home__promises" aria-labelledby="sf-home-promises">
        <h2 id="sf-home-promises" className="sf-home__promises-title">
          {intl.formatMessage(homeMessages.promisesTitle)}
        </h2>
        <ul className="sf-home__promises-list">
          {promises.map((promise) => (
            <li key={promise.title.id}>
              <strong>{intl.formatMessage(promise.title)}</strong>
              <span>{intl.formatMessage(promise.body)}</span>
            </li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}

export const headers = retryAfterHeaders;
