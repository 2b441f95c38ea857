import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { defaultLocale, isLocale, loadCatalogue } from '@matjar/i18n';
import { installChunkReloadGuard } from './lib/reload-guard.js';
import { installDefaultTrustedTypesPolicy } from './lib/trusted-types.client.js';

installDefaultTrustedTypesPolicy();
installChunkReloadGuard();

// The page's language was chosen by the server; its catalogue must be ready before hydration so
// the first client render matches the server's HTML.
const lang = document.documentElement.lang;
await loadCatalogue(isLocale(lang) ? lang : defaultLocale);

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
