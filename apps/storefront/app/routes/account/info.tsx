import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { data } from 'react-router';
import {
  InfoPage,
  type InfoPageKind,
  InfoPageSkeleton,
  contentQueries,
  useInfoPage,
} from '@matjar/account';
import { emptyStateMessages, loadCatalogue } from '@matjar/i18n';
import { ErrorState } from '@matjar/ui';
import { BrowserSanitizer } from '../../lib/browser-sanitizer.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { pageMeta, pageUrls, summaryOf } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/info';

/** The information pages the store writes, by path. */
const pages: Record<string, InfoPageKind> = {
  '/aboutUs': 'about',
  '/termsAndConditions': 'terms',
  '/termsAndPolicy': 'privacy',
};

/** The words of the store's HTML, for the description: no tags, nothing of scripts or styles. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ');
}

function kindOf(pathname: string): InfoPageKind {
  const kind = pages[pathname.replace(/\/$/, '')];
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

/** The page is rendered on the server with the store's content, sanitized the same way as here. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const query = contentQueries.infoPage(api, locale, kind);
  await Promise.all([queryClient.prefetchQuery(query), loadCatalogue(locale)]);
  const page = queryClient.getQueryData(query.queryKey);
  return {
    kind,
    dehydrated: dehydrate(queryClient),
    meta: page
      ? {
          locale,
          title: page.title,
          description: summaryOf(textOf(page.content)),
          urls: pageUrls(request, locale),
        }
      : undefined,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return loaderData?.meta ? pageMeta(loaderData.meta) : [];
}

function InfoContent({ kind }: { kind: InfoPageKind }) {
  const page = useInfoPage(kind);
  if (page.data) {
    return (
      <InfoPage
        page={page.data}
        emptyMessage={kind === 'about' ? undefined : emptyStateMessages.noTerms}
      />
    );
  }
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  return <InfoPageSkeleton />;
}

export default function InfoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="sf-info-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <BrowserSanitizer>
          <InfoContent key={loaderData.kind} kind={loaderData.kind} />
        </BrowserSanitizer>
      </HydrationBoundary>
    </div>
  );
}
