import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@matjar/ui';
import { STALE_BUILD_EVENT, reloadPage } from '../lib/reload-guard.js';
import { shellMessages } from './messages.js';

/** How often an open tab asks which build the server runs. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

interface ServedBuild {
  id: string;
}

/**
 * Polls `/build.json` every hour, and at once when code loaded on demand cannot be fetched
 * (`vite:preloadError`: the release it belonged to may be gone) or a route's code could not be
 * prefetched (`STALE_BUILD_EVENT`); when the server runs a newer
 * build than this tab, offers a non-blocking "new version — reload" toast. The page is never
 * reloaded unasked: nothing the customer typed is lost.
 */
export function BuildUpdateNotice() {
  const intl = useIntl();
  const { toast } = useToast();
  const [servedId, setServedId] = useState<string>();

  useEffect(() => {
    // A plain request, not a route fetcher: a tab of the previous build may no longer have the
    // route's code on the server, and failing to load it would reload the page. `/build.json` is
    // the storefront's own file, not the store API.
    const check = async () => {
      try {
        // eslint-disable-next-line no-restricted-globals
        const response = await fetch('/build.json', {
          cache: 'no-store',
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) return;
        const build = (await response.json()) as Partial<ServedBuild>;
        if (typeof build.id === 'string') setServedId(build.id);
      } catch {
        // Offline or mid-deploy: the next check will tell.
      }
    };
    const onPreloadError = () => void check();
    const timer = window.setInterval(onPreloadError, BUILD_POLL_INTERVAL_MS);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener(STALE_BUILD_EVENT, onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener(STALE_BUILD_EVENT, onPreloadError);
    };
  }, []);

  useEffect(() => {
    if (!servedId || servedId === __MATJAR_BUILD_ID__) return;
    toast({
      title: intl.formatMessage(shellMessages.updateAvailable),
      variant: 'info',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: intl.formatMessage(shellMessages.updateReload),
        onClick: reloadPage,
      },
    });
  }, [servedId, toast, intl]);

  return null;
}
