import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccountNav } from '@matjar/auth';
import { AccountLayout } from '@matjar/ui';
import '@matjar/ui/layouts.css';
import { PageSkeleton, isAccountPage, useOpening } from './navigation-skeleton.js';

/**
 * The frame of every account page (orders, wallet, addresses, complaints, notifications, favorites,
 * profile forms): on a wide screen the account's side navigation beside the page, on a phone the
 * page alone. While another account page is being opened, the navigation stays and marks it, and
 * the page column shows its skeleton (the page being left stays mounted, hidden, as in `PageMain`).
 */
export function AccountFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const opening = useOpening();
  const openingHere = opening !== null && isAccountPage(opening.pathname) ? opening : null;
  return (
    <AccountLayout
      nav={<AccountNav currentPath={openingHere?.pathname ?? pathname} />}
      aria-busy={openingHere !== null || undefined}
    >
      {openingHere ? <PageSkeleton shape="page" /> : null}
      <div className="sf-account-frame__page" hidden={openingHere !== null}>
        {children}
      </div>
    </AccountLayout>
  );
}
