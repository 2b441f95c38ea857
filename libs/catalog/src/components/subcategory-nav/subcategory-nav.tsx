import { useIntl } from 'react-intl';
import type { Subcategory } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { Link } from '@matjar/ui';
import { subcategoryNavMessages as m } from './messages.js';

export interface SubcategoryNavProps {
  /** The subcategories of the category, in the store's order. */
  subcategories: readonly Subcategory[];
  /** The subcategory shown now; `undefined` for all of the category. */
  selectedId?: number;
  /** The URL of the category page for a subcategory, or for all of it with `undefined`. */
  hrefFor: (id: number | undefined) => string;
}

/**
 * The subcategories of a category page as chips in a row that scrolls sideways: "All" first, then
 * each subcategory. The chip shown now is marked as the current page and is not a link. A
 * category without subcategories shows a short note instead.
 *
 * @example
 * <SubcategoryNav
 *   subcategories={category.subcategories}
 *   selectedId={params.subcategory_id}
 *   hrefFor={(id) => `?${productListSearch(withParams(params, { subcategory_id: id }))}`}
 * />
 */
export function SubcategoryNav({ subcategories, selectedId, hrefFor }: SubcategoryNavProps) {
  const intl = useIntl();
  if (subcategories.length === 0) {
    return (
      <p className="catalog-subcategory-nav__empty">
        {intl.formatMessage(emptyStateMessages.noSubcategories)}
      </p>
    );
  }
  const chips = [
    { id: undefined, name: intl.formatMessage(m.all) },
    ...subcategories.map(({ id, name }) => ({ id, name })),
  ];
  return (
    <nav className="catalog-subcategory-nav" aria-label={intl.formatMessage(m.label)}>
      <ul className="catalog-subcategory-nav__list">
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'} className="catalog-subcategory-nav__item">
            {chip.id === selectedId ? (
              <span
                className="catalog-subcategory-nav__chip"
                data-state="selected"
                aria-current="page"
              >
                {chip.name}
              </span>
            ) : (
              <Link to={hrefFor(chip.id)} className="catalog-subcategory-nav__chip">
                {chip.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
