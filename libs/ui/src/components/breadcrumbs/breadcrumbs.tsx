import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '@matjar/i18n';
import { Link } from '../link/link.js';
import { breadcrumbsMessages as m } from './messages.js';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The page's name, e.g. a category's. */
  label: string;
  /**
   * The page it opens. Left out on the last item, the page shown; an item before it without one
   * is shown as text.
   */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top of the site to the page shown, e.g. Home › Dates › Sukkari dates. */
  items: readonly BreadcrumbItem[];
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Where the page sits in the site: Home › Category › … › this page, a navigation named "You are
 * here". The items with an `href` are {@link Link}s (the app's link under a `LinkProvider`), the
 * last one, the page itself, is marked `aria-current="page"` and cut with an ellipsis when long.
 * Each label is isolated, so a name in the other script or a number (`C-1001`) keeps its order
 * beside the separators, which point the way of reading (‹ in Arabic) and are not read out.
 *
 * @example
 * <Breadcrumbs
 *   items={[
 *     { label: 'Home', href: '/' },
 *     { label: category.name, href: `/categories/${category.id}` },
 *     { label: product.name },
 *   ]}
 * />
 */
export function Breadcrumbs({ items, className, ref }: BreadcrumbsProps) {
  const intl = useIntl();
  const separator = useDirection() === 'rtl' ? '‹' : '›';
  return (
    <nav
      ref={ref}
      className={['mj-breadcrumbs', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(m.label)}
    >
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${item.href ?? 'here'}`}>
            {index > 0 ? (
              <span className="mj-breadcrumbs__separator" aria-hidden="true">
                {separator}
              </span>
            ) : null}
            {item.href ? (
              <Link to={item.href}>
                <bdi>{item.label}</bdi>
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                <bdi>{item.label}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
