import type { ReactNode } from 'react';

interface CatalogSectionProps {
  headingId: string;
  title: string;
  /** The heading names the section for assistive technology only (a band of pictures). */
  isTitleHidden?: boolean;
  /** Beside the heading: the "See all" link. */
  action?: ReactNode;
  /** `filled`, `empty` or `loading`. */
  state: 'filled' | 'empty' | 'loading';
  children: ReactNode;
}

/** A band of the home page: a region named by its heading, with an optional link beside it. */
export function CatalogSection({
  headingId,
  title,
  isTitleHidden = false,
  action,
  state,
  children,
}: CatalogSectionProps) {
  return (
    <section
      className="catalog-section"
      aria-labelledby={headingId}
      aria-busy={state === 'loading' ? true : undefined}
      data-state={state}
    >
      {isTitleHidden ? (
        <h2 id={headingId} className="mj-visually-hidden">
          {title}
        </h2>
      ) : (
        <div className="catalog-section__header">
          <h2 id={headingId} className="catalog-section__title">
            {title}
          </h2>
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
