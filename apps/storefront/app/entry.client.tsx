import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  type Catalogue,
  defaultLocale,
  isLocale,
  loadCatalogue,
  provideMessages,
} from '@matjar/i18n';
import { installChunkReloadGuard } from './lib/reload-guard.js';
import { installDefaultTrustedTypesPolicy } from './lib/trusted-types.client.js';

installDefaultTrustedTypesPolicy();
installChunkReloadGuard();

// The page's language was chosen by the server; its messages must be ready before hydration so
// the first client render matches the server's HTML. The page carries those its code may format;
// the whole catalogue follows, for the pages the customer opens next (the root's client
// middleware waits for it). Without them (while developing), the whole catalogue comes first.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : defaultLocale;
const carried = document.getElementById('matjar-messages')?.textContent;
if (carried) provideMessages(locale, JSON.parse(carried) as Catalogue);
else await loadCatalogue(locale);

startTransition(() => {
  // Hydration time, to the root's effect (`matjar:hydrated`), for monitoring and the bench.
  performance.mark('matjar:hydrate-start');
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        // A hydration mismatch is a defect: report it loudly (the e2e guard counts these).
        console.error('[matjar] recoverable hydration error', error);
      },
    },
  );
});

// A failure here is met again, and said, by the navigation that waits for it.
if (carried) void loadCatalogue(locale).catch(() => undefined);
