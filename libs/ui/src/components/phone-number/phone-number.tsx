import type { HTMLAttributes, Ref } from 'react';
import { formatPhone, phoneHref } from './format-phone.js';

export interface PhoneNumberProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** The number as the server sends it (`551234567`, `0551234567`, `+966…`, Arabic-Indic digits). */
  value: string;
  /**
   * Whether the number is a `tel:` link that calls it. Default `true`; a number without digits is
   * never a link.
   */
  link?: boolean;
  /** Forwarded to the `<a>`, or to the `<bdi>` when the number is not a link. */
  ref?: Ref<HTMLElement>;
}

/**
 * A phone number, shown the one way the storefront shows phone numbers (`+966 55 123 4567`, see
 * `formatPhone`) and isolated so it reads left to right inside Arabic text. By default it is a
 * `tel:` link that calls the number; with `link={false}` it is plain text, for a number that is
 * the customer's own or stands in a sentence. Other props go on the outer element.
 *
 * @example
 * <PhoneNumber value={delegate.phone} aria-label={intl.formatMessage(m.callDelegate, { name })} />
 * <PhoneNumber value={authUser.phone} link={false} />
 */
export function PhoneNumber({ value, link = true, className, ref, ...rest }: PhoneNumberProps) {
  const formatted = formatPhone(value);
  const href = link ? phoneHref(value) : null;
  const classes = ['mj-phone-number', className].filter(Boolean).join(' ');

  if (!href) {
    return (
      <bdi {...rest} ref={ref} className={classes} dir="ltr">
        {formatted}
      </bdi>
    );
  }
  return (
    <a {...rest} ref={ref as Ref<HTMLAnchorElement>} className={classes} href={href}>
      <bdi dir="ltr">{formatted}</bdi>
    </a>
  );
}
