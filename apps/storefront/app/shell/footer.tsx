import { useId } from 'react';
import { useIntl } from 'react-intl';
import { StoreContact, StoreLegal, useStoreSettings } from '@matjar/account';
import { useGlobalStore } from '@matjar/auth';
import { commonMessages } from '@matjar/i18n';
import { BrandMark, PaymentMark, type PaymentMarkKind, useIsHydrated } from '@matjar/ui';
import { AppLink } from './app-link.js';
import { footerMessages } from './footer.messages.js';
import { shellMessages } from './messages.js';

export interface FooterProps {
  /** The year in the copyright line, given by the server render so both renders agree. */
  year: number;
}

const infoLinks = [
  { to: '/aboutUs', message: footerMessages.aboutUs },
  { to: '/contactUs', message: footerMessages.contactUs },
  { to: '/faqs', message: footerMessages.faqs },
  { to: '/termsAndConditions', message: footerMessages.terms },
  { to: '/termsAndPolicy', message: footerMessages.privacy },
] as const;

/** The ways to pay the store takes, as their marks: the card networks, then transfer and cash. */
const paymentMarks: readonly PaymentMarkKind[] = [
  'mada',
  'visa',
  'mastercard',
  'bank_transfer',
  'cash',
];

/**
 * The storefront's footer: the store, information pages, socials, how to reach the store, the
 * ways to pay, the VAT-inclusive note and the store's VAT and commercial registration numbers.
 * The store's settings are fetched in the browser; their blocks keep their room until they come.
 */
export function Footer({ year }: FooterProps) {
  const intl = useIntl();
  // The store's social accounts, kept in the global store.
  const { socials } = useGlobalStore();
  const settings = useStoreSettings();
  const paymentsLabelId = useId();
  // The marks are drawn once the page runs, as the store's settings are: drawn in the server's HTML
  // they were half a kilobyte (brotli) of every page, enough to push the home page past the first
  // round trip of a new connection, which then held the banner back a whole round trip on a phone.
  // The list keeps their room until they come.
  const isHydrated = useIsHydrated();
  return (
    <footer className="sf-footer">
      <div className="sf-footer__inner">
        <section className="sf-footer__brand">
          <p className="sf-footer__brand-name">
            <BrandMark />
            <span>{intl.formatMessage(shellMessages.brandName)}</span>
          </p>
          <p className="sf-footer__tagline">{intl.formatMessage(shellMessages.brandTagline)}</p>
        </section>
        <nav
          aria-label={intl.formatMessage(footerMessages.footerNavigation)}
          className="sf-footer__links"
        >
          <h2 className="sf-footer__heading">
            {intl.formatMessage(footerMessages.footerNavigation)}
          </h2>
          <ul>
            {infoLinks.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{intl.formatMessage(link.message)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 ? (
          <section className="sf-footer__socials">
            <h2 className="sf-footer__heading">{intl.formatMessage(footerMessages.followUs)}</h2>
            <ul>
              {socials.map((social) => (
                <li key={social.url}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* Without the store's settings (it did not answer), the footer goes without them. */}
        {settings.isError ? null : (
          <StoreContact className="sf-footer__contact" settings={settings.data} />
        )}
      </div>
      <div className="sf-footer__payments">
        <p className="sf-footer__payments-label" id={paymentsLabelId}>
          {intl.formatMessage(footerMessages.paymentMethods)}
        </p>
        <ul className="sf-footer__marks" aria-labelledby={paymentsLabelId}>
          {isHydrated
            ? paymentMarks.map((kind) => (
                <li key={kind}>
                  <PaymentMark kind={kind} size="sm" />
                </li>
              ))
            : null}
        </ul>
      </div>
      <div className="sf-footer__legal">
        <p>{intl.formatMessage(commonMessages.vatIncluded)}</p>
        {settings.isError ? null : <StoreLegal settings={settings.data} />}
        <p>{intl.formatMessage(footerMessages.copyright, { year })}</p>
      </div>
    </footer>
  );
}
