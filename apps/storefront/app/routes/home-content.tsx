import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { HomeSections, HomeSectionsSkeleton, useHome } from '@matjar/catalog';
import { ErrorState } from '@matjar/ui';

export interface HomeContentProps {
  /** The loader's cache, with home's sections when the store answered the server. */
  dehydrated: DehydratedState;
}

function Sections() {
  const home = useHome();
  if (home.data) return <HomeSections home={home.data} />;
  if (home.isError) return <ErrorState onRetry={() => void home.refetch()} />;
  return <HomeSectionsSkeleton />;
}

/**
 * Home's sections (banners, categories, providers, the product rails) from the loader's cache;
 * when the store did not answer the server, the browser asks it and offers to try again.
 */
export function HomeContent({ dehydrated }: HomeContentProps) {
  return (
    <HydrationBoundary state={dehydrated}>
      <Sections />
    </HydrationBoundary>
  );
}
