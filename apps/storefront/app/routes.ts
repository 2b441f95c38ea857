import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { accountRoutes } from './routes/account/routes.js';
import { authRoutes } from './routes/auth/routes.js';
import { cartRoutes } from './routes/cart/routes.js';
import { catalogRoutes } from './routes/catalog/routes.js';
import { orderRoutes } from './routes/orders/routes.js';
import { profileRoutes } from './routes/profile/routes.js';
import { walletRoutes } from './routes/wallet/routes.js';

// One table for the spec's routes. Each feature issue adds the routes whose pages it builds; until
// then a path answers 404 like any unknown path.
export default [
  index('routes/home.tsx'),
  ...catalogRoutes,
  ...accountRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...walletRoutes,
  ...authRoutes,
  ...profileRoutes,
  route('lang', 'routes/lang.ts'),
  route('build.json', 'routes/build-info.ts'),
  route('manifest.webmanifest', 'routes/web-app-manifest.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/seo/sitemap-file.ts'),
  route('firebase-messaging-sw.js', 'routes/push-worker.ts'),
  route('__bench/skeleton', 'routes/bench-skeleton.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
