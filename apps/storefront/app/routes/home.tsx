import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  HomeSections,
  HomeSectionsSkeleton,
  RecentlyViewed,
  catalogQueries,
  useHome,
} from '@matjar/catalog';
import { getLoadedCatalogue } from '@matjar/i18n';
import { ErrorState } from '@matjar/ui';
import { localeOfRequest } from '../lib/request-locale.js';
import { serverQueryContext } from '../lib/server-api.server.js';
import { AppLink } from '../shell/app-link.js';
import type { Route } from './+types/home';
import { homeMessages } from './home.messages.js';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root');
  const locale = (root?.data as { locale?: 'ar' | 'en' } | undefined)?.locale ?? 'ar';
  const catalogue = getLoadedCatalogue(locale);
  return [
    { title: catalogue?.[homeMessages.title.id] },
    { name: 'description', content: catalogue?.[homeMessages.description.id] },
  ];
}

/**
 * The home sections are rendered on the server with their data; the browser hydrates from the
 * dehydrated cache without asking again. When the store API fails, the page still renders and the
 * browser retries.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  await queryClient.prefetchQuery(catalogQueries.home(api, locale));
  return { dehydrated: dehydrate(queryClient) };
}

function HomeContent() {
  const home = useHome();
  if (home.data) return <HomeSections home={home.data} LinkComponent={AppLink} />;
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
    <div className="sf-home">
      <section className="sf-home__hero" aria-labelledby="sf-home-hero">
        <div className="sf-home__hero-text">
          <h1 id="sf-home-hero">{intl.formatMessage(homeMessages.heroTitle)}</h1>
          <p>{intl.formatMessage(homeMessages.heroBody)}</p>
        </div>
        <ul className="sf-home__promises">
          {promises.map((promise) => (
            <li key={promise.title.id}>
              <strong>{intl.formatMessage(promise.title)}</strong>
              <span>{intl.formatMessage(promise.body)}</span>
            </li>
          ))}
        </ul>
      </section>
      <HydrationBoundary state={loaderData.dehydrated}>
        <HomeContent />
      </HydrationBoundary>
      <RecentlyViewed LinkComponent={AppLink} />
    </div>
  );
}
