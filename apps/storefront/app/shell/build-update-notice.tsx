import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { useToast } from '@matjar/ui';
import { shellMessages } from './messages.js';

/** How often an open tab asks which build the server runs. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

interface ServedBuild {
  id: string;
}

/**
 * Polls `/build.json` every hour; when the server runs a newer build than this tab, offers a
 * non-blocking "new version — reload" toast.
 */
export function BuildUpdateNotice() {
  const intl = useIntl();
  const fetcher = useFetcher<ServedBuild>();
  const { toast } = useToast();
  const { load } = fetcher;

  useEffect(() => {
    const timer = window.setInterval(() => void load('/build.json'), BUILD_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const servedId = fetcher.data?.id;
  useEffect(() => {
    if (!servedId || servedId === __MATJAR_BUILD_ID__) return;
    toast({
      title: intl.formatMessage(shellMessages.updateAvailable),
      variant: 'info',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: intl.formatMessage(shellMessages.updateReload),
        onClick: () => window.location.reload(),
      },
    });
  }, [servedId, toast, intl]);

  return null;
}
