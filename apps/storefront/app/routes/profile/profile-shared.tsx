import type { FormEvent, ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { profileMenuMessages } from '@matjar/auth';
import { type Locale, loadCatalogue, useLocale } from '@matjar/i18n';
import { PageLayout, Skeleton, SkeletonGroup } from '@matjar/ui';
import { shellMessages } from '../../shell/messages.js';
import { messageIn } from '../../lib/seo.js';
import { isAccountPage } from '../../shell/navigation-skeleton.js';
import { AccountFrame } from '../../shell/account-frame.js';

interface MetaMatch {
  id: string;
  data?: unknown;
}

/** A localized page title: "<page> | Matjar". */
export function profilePageTitle(
  matches: readonly (MetaMatch | undefined)[],
  title: MessageDescriptor,
) {
  const root = matches.find((match) => match?.id === 'root');
  const locale = (root?.data as { locale?: Locale } | undefined)?.locale ?? 'ar';
  return [{ title: `${messageIn(locale, title)} | ${messageIn(locale, shellMessages.brandName)}` }];
}

/**
 * A page of the profile area: its title and content, or a skeleton while a visitor is sent away;
 * in the account's frame when it is one of the account's pages.
 */
export function ProfilePage({
  title,
  isReady = true,
  children,
}: {
  title: MessageDescriptor;
  isReady?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const page = (
    <PageLayout width="form">
      <section className="auth-profile-page" aria-labelledby="profile-page-title">
        <h1 id="profile-page-title" className="auth-profile-page__title">
          {intl.formatMessage(title)}
        </h1>
        {isReady ? (
          children
        ) : (
          <SkeletonGroup>
            <Skeleton shape="text" lines={4} />
          </SkeletonGroup>
        )}
      </section>
    </PageLayout>
  );
  // The account's forms (edit, phone, password) sit in the account's frame; the join requests not.
  return isAccountPage(pathname) ? <AccountFrame>{page}</AccountFrame> : page;
}

/**
 * The settings row that switches the language, as the header's switch does: a plain form without
 * JavaScript; with it, the other catalogue is loaded first and the page re-renders in place.
 */
export function ProfileLanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher();
  const next: Locale = locale === 'ar' ? 'en' : 'ar';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    await loadCatalogue(next);
    await fetcher.submit(form);
  };

  return (
    <fetcher.Form method="post" action="/lang" onSubmit={handleSubmit}>
      <input type="hidden" name="lang" value={next} />
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}${location.hash}`}
      />
      <button type="submit" className="auth-menu__item" disabled={fetcher.state !== 'idle'}>
        <span className="auth-menu__label">{intl.formatMessage(profileMenuMessages.language)}</span>
        <span className="auth-menu__value" lang={next}>
          {intl.formatMessage(shellMessages.switchLanguage)}
        </span>
      </button>
    </fetcher.Form>
  );
}
