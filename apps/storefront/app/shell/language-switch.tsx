import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { type Locale, loadCatalogue, useLocale } from '@matjar/i18n';
import { GlobeIcon } from '@matjar/ui';
import { shellMessages } from './messages.js';

/**
 * Switches between Arabic and English. Without JavaScript it is a plain form; with it, the other
 * catalogue is loaded first and the page re-renders in place, flipping direction, without a reload.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher();
  const next: Locale = locale === 'ar' ? 'en' : 'ar';
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    await loadCatalogue(next);
    await fetcher.submit(form);
  };

  return (
    <fetcher.Form
      method="post"
      action="/lang"
      onSubmit={handleSubmit}
      className="sf-language-switch"
    >
      <input type="hidden" name="lang" value={next} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className="sf-header__action" disabled={fetcher.state !== 'idle'}>
        <GlobeIcon />
        <span className="sf-header__action-label" lang={next}>
          {intl.formatMessage(shellMessages.switchLanguage)}
        </span>
      </button>
    </fetcher.Form>
  );
}
