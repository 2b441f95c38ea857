import { useIntl } from 'react-intl';
import type { Category } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState, Link } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';

/** The intrinsic size of a category's round image (twice its CSS size, for sharp screens). */
const CATEGORY_IMAGE_SIZE = 160;

export interface CategoryTilesProps {
  categories: readonly Category[];
}

/**
 * The store's categories as round pictures with their names, in a row that scrolls sideways;
 * each opens its category. The picture is decorative: the name says where the link goes.
 *
 * @example
 * <CategoryTiles categories={home.categories} />
 */
export function CategoryTiles({ categories }: CategoryTilesProps) {
  const intl = useIntl();
  if (categories.length === 0) {
    return (
      <EmptyState
        className="catalog-empty"
        title={intl.formatMessage(emptyStateMessages.noCategories)}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="catalog-rail catalog-category-tiles" data-variant="categories">
      {categories.map((category) => (
        <li key={category.id} className="catalog-rail__item">
          <Link to={catalogPaths.category(category.id)} className="catalog-category-tile">
            <img
              className="catalog-category-tile__image"
              src={category.image}
              alt=""
              width={CATEGORY_IMAGE_SIZE}
              height={CATEGORY_IMAGE_SIZE}
              loading="lazy"
              decoding="async"
            />
            <span className="catalog-category-tile__name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
