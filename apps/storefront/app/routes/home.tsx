import { dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { HomeSectionsSkeleton, RecentlyViewed, catalogQueries } from '@matjar/catalog';
import { loadCatalogue } from '@matjar/i18n';
import { PageLayout, onIdle } from '@matjar/ui';
import { localeOfRequest } from '../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls } from '../lib/seo.js';
import { serverQueryContext } from '../lib/server-api.server.js';
import { pageAnswer, retryAfterHeaders } from '../lib/route-data.server.js';
import type { Route } from './+types/home';
import type { HomeContentProps } from './home-content.js';
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

/**
 * Home's sections, drawn by the server with the page and brought alive once the page is idle
 * (`onIdle`, decision 040): the first screen is painted and answers before their code (the cards,
 * the query cache) has come. Their links work before that (the root's listener opens them), a
 * press on a heart, a quick add or the banners' arrows is held and made once it has, and a strip
 * the customer scrolled stays where it was. Opened in the app, home shows its skeleton until the
 * code has come.
 */
const LaterHomeContent = onIdle<HomeContentProps>(
  () => import('./home-content.js').then((module) => module.HomeContent),
  { name: 'home-sections', fallback: HomeSectionsSkeleton },
);

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
      <LaterHomeContent dehydrated={loaderData.dehydrated} />
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
