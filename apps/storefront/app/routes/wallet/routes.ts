import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The wallet, the financial accounts and the rewards points (customers only). */
export const walletRoutes: RouteConfigEntry[] = [
  route('wallet', 'routes/wallet/wallet.tsx'),
  route('wallet/bank-accounts', 'routes/wallet/bank-accounts.tsx'),
  route('wallet/points', 'routes/wallet/points.tsx'),
];
