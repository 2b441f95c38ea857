import { useIntl } from 'react-intl';
import { useGlobalStore } from '@matjar/auth';
import { commonMessages } from '@matjar/i18n';
import { AppLink } from './app-link.js';
import { BrandMark } from './icons.js';
import { shellMessages } from './messages.js';

export interface FooterProps {
  /** The year in the copyright line, given by the server render so both renders agree. */
  year: number;
}

const infoLinks = [
  { to: '/aboutUs', message: shellMessages.aboutUs },
  { to: '/contactUs', message: shellMessages.contactUs },
  { to: '/faqs', message: shellMessages.faqs },
  { to: '/termsAndConditions', message: shellMessages.terms },
  { to: '/termsAndPolicy', message: shellMessages.privacy },
] as const;

/** The storefront's footer: the store, information pages, socials and the VAT-inclusive note. */
export function Footer({ year }: FooterProps) {
  const intl = useIntl();
  // The store's social accounts, kept in the global store.
  const { socials } = useGlobalStore();
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
          aria-label={intl.formatMessage(shellMessages.footerNavigation)}
          className="sf-footer__links"
        >
          <h2 className="sf-footer__heading">
            {intl.formatMessage(shellMessages.footerNavigation)}
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
            <h2 className="sf-footer__heading">{intl.formatMessage(shellMessages.followUs)}</h2>
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
      </div>
      <div className="sf-footer__legal">
        <p>{intl.formatMessage(commonMessages.vatIncluded)}</p>
        <p>{intl.formatMessage(shellMessages.paymentMethods)}</p>
        <p>{intl.formatMessage(shellMessages.copyright, { year })}</p>
      </div>
    </footer>
  );
}
