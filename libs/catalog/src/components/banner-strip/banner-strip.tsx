import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState, Link, useIsHydrated } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';
import { bannerStripMessages as m } from './messages.js';

/** The intrinsic size of a banner image (3:1), reserved before it loads. */
const BANNER_IMAGE_WIDTH = 1200;
const BANNER_IMAGE_HEIGHT = 400;
/** The banners a screen shows on load: one and the start of the next on a phone, two wider. */
const BANNERS_SEEN_ON_LOAD = 2;

export interface BannerStripProps {
  banners: readonly Banner[];
  /** The id of the heading that names the carousel; "Featured offers" without it. */
  labelledBy?: string;
}

/** The page a banner opens, or `null` when it links nowhere. */
function bannerHref(banner: Banner): string | null {
  if (banner.link_id === null) return null;
  switch (banner.link_type) {
    case 'product':
      return catalogPaths.product(banner.link_id);
    case 'category':
      return catalogPaths.category(banner.link_id);
    case 'provider':
      return catalogPaths.provider(banner.link_id);
    case 'none':
      return null;
  }
}

/**
 * The banner a carousel shows now: the slide whose middle is nearest the middle of the row. It
 * reads the slides' boxes only, so it holds in both directions and at either end of the row.
 */
export function shownSlideIndex(list: HTMLElement): number {
  const box = list.getBoundingClientRect();
  const middle = box.left + box.width / 2;
  let shown = 0;
  let nearest = Number.POSITIVE_INFINITY;
  Array.from(list.children).forEach((slide, index) => {
    const rect = slide.getBoundingClientRect();
    const distance = Math.abs(rect.left + rect.width / 2 - middle);
    if (distance < nearest) {
      nearest = distance;
      shown = index;
    }
  });
  return shown;
}

/**
 * The home page's banners as a carousel: a row that the customer swipes, snapping to one banner at
 * a time (the next one peeking on a phone), with dots that show which banner is shown, and
 * previous and next buttons on wider screens. It never moves by itself. The row starts
 * where lines start: the first banner is on the right in Arabic. Each banner is a slide named
 * "1 of 4"; it links to its product, category or provider, and is a plain picture when it links
 * nowhere. The first banner is fetched first (it is the largest picture seen on load); the others
 * load lazily. The banners out of sight to the side are drawn, and their pictures asked for, once
 * the app has started (`data-deferred`, decision 021): before that, their pictures would share the
 * network with the stylesheet, the font and the first banner.
 *
 * @example
 * <BannerStrip banners={home.banners} labelledBy="home-banners" />
 */
export function BannerStrip({ banners, labelledBy }: BannerStripProps) {
  const intl = useIntl();
  const isHydrated = useIsHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  if (banners.length === 0) {
    return (
      <EmptyState
        className="catalog-empty"
        title={intl.formatMessage(emptyStateMessages.noBanners)}
        headingLevel={3}
      />
    );
  }
  const count = banners.length;
  const hasControls = count > 1;

  const handleScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const index = shownSlideIndex(list);
    if (index !== shown) setShown(index);
  };

  // Scrolls the row by the distance from its start edge to the slide's; the row's snapping and
  // its `scroll-behavior` (smooth unless the customer asks for less motion) do the rest.
  const showSlide = (index: number) => {
    const list = listRef.current;
    const slide = list?.children[index];
    if (!list || !slide) return;
    setShown(index);
    const listBox = list.getBoundingClientRect();
    const slideBox = slide.getBoundingClientRect();
    const isRightToLeft = getComputedStyle(list).direction === 'rtl';
    const distance = isRightToLeft ? slideBox.right - listBox.right : slideBox.left - listBox.left;
    list.scrollBy({ left: distance });
  };

  return (
    <div
      className="catalog-banner-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : intl.formatMessage(m.label)}
    >
      <ul
        ref={listRef}
        className="catalog-rail catalog-banner-strip"
        data-variant="banners"
        onScroll={hasControls ? handleScroll : undefined}
      >
        {banners.map((banner, index) => {
          const href = bannerHref(banner);
          const image = (
            <img
              className="catalog-banner-strip__image"
              src={banner.image}
              alt={banner.title}
              width={BANNER_IMAGE_WIDTH}
              height={BANNER_IMAGE_HEIGHT}
              {...(index === 0
                ? { fetchPriority: 'high' as const }
                : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          );
          return (
            <li
              key={banner.id}
              className="catalog-rail__item"
              data-deferred={!isHydrated && index >= BANNERS_SEEN_ON_LOAD ? '' : undefined}
            >
              <div
                className="catalog-banner-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={intl.formatMessage(m.slide, { index: index + 1, count })}
                data-state={index === shown ? 'shown' : 'aside'}
              >
                {href === null ? (
                  <div className="catalog-banner-strip__banner">{image}</div>
                ) : (
                  <Link to={href} className="catalog-banner-strip__banner">
                    {image}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {hasControls ? (
        <>
          <button
            type="button"
            className="catalog-banner-carousel__step"
            data-step="previous"
            aria-label={intl.formatMessage(m.previous)}
            aria-disabled={shown === 0 || undefined}
            onClick={() => {
              if (shown > 0) showSlide(shown - 1);
            }}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="catalog-banner-carousel__step"
            data-step="next"
            aria-label={intl.formatMessage(m.next)}
            aria-disabled={shown === count - 1 || undefined}
            onClick={() => {
              if (shown < count - 1) showSlide(shown + 1);
            }}
          >
            <ChevronIcon />
          </button>
          {/* Which banner is shown, for the eye; each slide says it in its name ("2 of 4"). */}
          <div className="catalog-banner-carousel__dots" aria-hidden="true">
            {banners.map((banner, index) => (
              <span
                key={banner.id}
                className="catalog-banner-carousel__dot"
                data-state={index === shown ? 'active' : 'inactive'}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** An arrow pointing to where lines end (turned by the stylesheet for "previous" and for RTL). */
function ChevronIcon() {
  return (
    <svg
      className="catalog-banner-carousel__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m9 5 7 7-7 7" />
    </svg>
  );
}
