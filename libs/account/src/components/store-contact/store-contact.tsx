import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreSettings } from '@matjar/api-client';
import { formatPhone, phoneHref } from '@matjar/ui';
import { storeContactMessages as m } from './messages.js';
import { AddressIcon, EmailIcon, PhoneIcon, WhatsAppIcon } from './store-contact-icons.js';

/**
 * WhatsApp's chat link of a number: international digits without `+` or leading zeros. A Saudi
 * number written nationally (`050…` or `5…`) gets the country code 966.
 */
export function whatsappHref(number: string): string {
  // The digits `phoneHref` calls: a Saudi number with its code, another without its `00`.
  const digits = phoneHref(number)?.replace(/\D/g, '') ?? '';
  return `https://wa.me/${digits}`;
}

export interface StoreContactProps {
  /** The store's settings (`useStoreSettings().data`); `undefined` while they load. */
  settings: StoreSettings | undefined;
  /** Level of the block's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

interface Way {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
  isExternal?: boolean;
  /** Numbers and addresses read left to right inside Arabic text. */
  isLtr: boolean;
}

/**
 * How to reach the store, for the footer: phone (`tel:`), WhatsApp (`wa.me`), e-mail (`mailto:`)
 * as links with their icons, then the address, inside an `<address>`. A way the store does not
 * give is not drawn; with none at all the block is not drawn. While the settings load, the block
 * keeps the room of three ways and an address, so nothing below it moves when they come.
 *
 * @example
 * const settings = useStoreSettings();
 * <StoreContact settings={settings.data} />
 */
export function StoreContact({ settings, headingLevel = 2, className }: StoreContactProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = ['account-store-contact', className].filter(Boolean).join(' ');

  const ways: Way[] = [];
  const phoneLink = settings?.phone ? phoneHref(settings.phone) : null;
  if (settings?.phone && phoneLink) {
    ways.push({
      key: 'phone',
      icon: <PhoneIcon />,
      label: intl.formatMessage(m.phone),
      value: formatPhone(settings.phone),
      href: phoneLink,
      isLtr: true,
    });
  }
  if (settings?.whatsapp) {
    ways.push({
      key: 'whatsapp',
      icon: <WhatsAppIcon />,
      label: intl.formatMessage(m.whatsapp),
      value: formatPhone(settings.whatsapp),
      href: whatsappHref(settings.whatsapp),
      isExternal: true,
      isLtr: true,
    });
  }
  if (settings?.email) {
    ways.push({
      key: 'email',
      icon: <EmailIcon />,
      label: intl.formatMessage(m.email),
      value: settings.email,
      href: `mailto:${settings.email}`,
      isLtr: true,
    });
  }
  const address = settings?.address ?? null;
  // Nothing to show: the store gives no way to reach it (the page keeps its contact form).
  if (settings && ways.length === 0 && !address) return null;

  const heading = (
    <Heading className="account-store-contact__title" id={titleId}>
      {intl.formatMessage(m.title)}
    </Heading>
  );

  if (!settings) {
    return (
      <section className={classes} aria-labelledby={titleId} aria-busy="true" data-state="loading">
        {heading}
      </section>
    );
  }

  return (
    <section className={classes} aria-labelledby={titleId} data-state="ready">
      {heading}
      <address className="account-store-contact__ways">
        {ways.length > 0 ? (
          <ul className="account-store-contact__list">
            {ways.map((way) => (
              <li key={way.key}>
                <a
                  className="account-store-contact__way"
                  href={way.href}
                  {...(way.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className="account-store-contact__icon">{way.icon}</span>
                  <span className="account-store-contact__text">
                    <span className="account-store-contact__label">{way.label}</span>{' '}
                    <bdi
                      className="account-store-contact__value"
                      dir={way.isLtr ? 'ltr' : undefined}
                    >
                      {way.value}
                    </bdi>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {address ? (
          <p className="account-store-contact__address">
            <span className="account-store-contact__icon">
              <AddressIcon />
            </span>
            <span className="account-store-contact__text">
              <span className="account-store-contact__label">{intl.formatMessage(m.address)}</span>{' '}
              <bdi className="account-store-contact__value">{address}</bdi>
            </span>
          </p>
        ) : null}
      </address>
    </section>
  );
}
