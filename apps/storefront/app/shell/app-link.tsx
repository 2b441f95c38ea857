import { DelegatedLink } from '../performance/app-link-navigation.js';

/**
 * The storefront's link: opens a page of the store in the app. The root gives it to every
 * library's `Link` (`LinkProvider`); the shell and the pages draw it themselves. It is the
 * performance layer's `DelegatedLink`, which the root's `AppLinkNavigation` opens and prefetches
 * for (see `app/performance/README.md`).
 */
export const AppLink = DelegatedLink;
