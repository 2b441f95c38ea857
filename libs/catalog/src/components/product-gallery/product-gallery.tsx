import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { type Direction, emptyStateMessages, useDirection } from '@matjar/i18n';
import { Dialog } from '@matjar/ui';
import { productGalleryMessages as m } from './messages.js';

/** The intrinsic size of the main image, reserved before it loads (product photos are square). */
const IMAGE_SIZE = 800;
/** The intrinsic size of a thumbnail. */
const THUMB_SIZE = 80;
/** How much a press in the zoom dialog magnifies the image. */
const ZOOM_SCALE = 2;

export interface ProductGalleryProps {
  /** The product's images, the main one first. */
  images: readonly string[];
  /** The product's name: the images' text alternative and the zoom dialog's title. */
  name: string;
  /** A video of the product, shown after the images. */
  video?: string | null;
  /** The gallery is seen first on load: its first image is fetched first instead of lazily. */
  isPriority?: boolean;
  className?: string;
}

type Slide = { kind: 'image'; src: string; index: number } | { kind: 'video'; src: string };

interface Point {
  x: number;
  y: number;
}

const CENTRE: Point = { x: 50, y: 50 };
const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Where the pointer is over an element, in percent of its size from its top left corner. */
function pointerPosition(event: MouseEvent<HTMLElement>): Point {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return CENTRE;
  return {
    x: clampPercent(((event.clientX - box.left) / box.width) * 100),
    y: clampPercent(((event.clientY - box.top) / box.height) * 100),
  };
}

/** Whether an arrow key moves forward in the reading direction. */
function stepOfKey(key: string, direction: Direction): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

/**
 * The pictures of a product's page: the main image with thumbnails of the others (and of the
 * video) below it. Pressing the main image opens it large in a dialog, where a press zooms in
 * twice at the point pressed (a second press zooms back out) and the images can be stepped
 * through with the buttons or the arrow keys. The thumbnails are buttons; the arrow keys move
 * between them too, following the reading direction.
 *
 * @example
 * <ProductGallery images={product.images} name={product.name} video={product.video} isPriority />
 */
export function ProductGallery({
  images,
  name,
  video,
  isPriority = false,
  className,
}: ProductGalleryProps) {
  const intl = useIntl();
  const direction = useDirection();
  const [selected, setSelected] = useState(0);
  const [isZoomOpen, setIsZoomOpen] = useState(false);
  const [isZoomed, setIsZoomed] = useState(false);
  const [origin, setOrigin] = useState<Point>(CENTRE);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const slides: Slide[] = images.map((src, index) => ({ kind: 'image', src, index }));
  if (video) slides.push({ kind: 'video', src: video });
  const total = images.length;
  const shownIndex = Math.min(selected, Math.max(0, slides.length - 1));
  const shown = slides[shownIndex];

  const altOf = (index: number) =>
    total > 1 ? intl.formatMessage(m.imageAlt, { name, index: index + 1, total }) : name;

  // The zoom dialog steps through the images only, round from the last to the first.
  const stepImage = (step: number) => {
    setIsZoomed(false);
    setSelected((current) => (((current + step) % total) + total) % total);
  };

  useEffect(() => {
    if (!isZoomOpen || total < 2) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = stepOfKey(event.key, direction);
      if (step === 0) return;
      event.preventDefault();
      setIsZoomed(false);
      setSelected((current) => (((current + step) % total) + total) % total);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isZoomOpen, total, direction]);

  const handleZoomOpenChange = (isOpen: boolean) => {
    setIsZoomOpen(isOpen);
    setIsZoomed(false);
  };

  const handleZoomPress = (event: MouseEvent<HTMLButtonElement>) => {
    if (isZoomed) {
      setIsZoomed(false);
      return;
    }
    // A press from the keyboard has no position: it zooms into the middle.
    setOrigin(event.detail === 0 ? CENTRE : pointerPosition(event));
    setIsZoomed(true);
  };

  const handleZoomPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    // A mouse pans the zoomed image as it moves; a finger presses again elsewhere instead.
    if (isZoomed && event.pointerType === 'mouse') setOrigin(pointerPosition(event));
  };

  const handleThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = stepOfKey(event.key, direction);
    let next: number | undefined;
    if (step !== 0) next = (index + step + slides.length) % slides.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = slides.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const classes = ['catalog-gallery', className].filter(Boolean).join(' ');

  if (!shown) {
    return (
      <div className={classes} data-state="empty">
        <div className="catalog-gallery__stage">
          <p className="catalog-gallery__empty">
            {intl.formatMessage(emptyStateMessages.noImages)}
          </p>
        </div>
      </div>
    );
  }

  const zoomIndex = shown.kind === 'image' ? shown.index : 0;
  const zoomSrc = images[zoomIndex];

  return (
    <div className={classes} data-state={shown.kind}>
      <div className="catalog-gallery__stage">
        {shown.kind === 'video' ? (
          // The store API sends a product video as one URL and no caption track
          // (`productDetailsSchema.video`); an empty <track> would claim captions that do not
          // exist. Captions need a field in the contract first.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={shown.src}
            className="catalog-gallery__video"
            src={shown.src}
            poster={images[0]}
            controls
            preload="none"
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            aria-label={intl.formatMessage(m.video, { name })}
          />
        ) : null}
        <Dialog
          className="catalog-gallery__dialog"
          open={isZoomOpen}
          onOpenChange={handleZoomOpenChange}
          title={name}
          trigger={
            shown.kind === 'image' ? (
              <button
                type="button"
                className="catalog-gallery__enlarge"
                aria-label={intl.formatMessage(m.enlarge, { image: altOf(shown.index) })}
              >
                <img
                  key={shown.src}
                  className="catalog-gallery__image"
                  src={shown.src}
                  alt={altOf(shown.index)}
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  {...(isPriority && shown.index === 0
                    ? { fetchPriority: 'high' as const, loading: 'eager' as const }
                    : { loading: 'lazy' as const, decoding: 'async' as const })}
                />
              </button>
            ) : undefined
          }
        >
          {zoomSrc ? (
            <div className="catalog-gallery__viewer">
              <button
                type="button"
                className="catalog-gallery__zoom"
                aria-label={intl.formatMessage(m.zoom)}
                aria-pressed={isZoomed}
                data-state={isZoomed ? 'zoomed' : 'fit'}
                onClick={handleZoomPress}
                onPointerMove={handleZoomPointerMove}
              >
                <img
                  key={zoomSrc}
                  className="catalog-gallery__zoom-image"
                  src={zoomSrc}
                  alt={altOf(zoomIndex)}
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  style={{
                    transform: isZoomed ? `scale(${ZOOM_SCALE})` : undefined,
                    transformOrigin: `${origin.x}% ${origin.y}%`,
                  }}
                />
              </button>
              <p className="catalog-gallery__hint">{intl.formatMessage(m.zoomHint)}</p>
              {total > 1 ? (
                <div className="catalog-gallery__nav">
                  <button
                    type="button"
                    className="mj-icon-button catalog-gallery__step"
                    aria-label={intl.formatMessage(m.previous)}
                    onClick={() => stepImage(-1)}
                  >
                    <ChevronIcon pointsTo={direction === 'rtl' ? 'right' : 'left'} />
                  </button>
                  <p className="catalog-gallery__position" aria-live="polite">
                    {intl.formatMessage(m.position, { index: zoomIndex + 1, total })}
                  </p>
                  <button
                    type="button"
                    className="mj-icon-button catalog-gallery__step"
                    aria-label={intl.formatMessage(m.next)}
                    onClick={() => stepImage(1)}
                  >
                    <ChevronIcon pointsTo={direction === 'rtl' ? 'left' : 'right'} />
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
        </Dialog>
      </div>
      {slides.length > 1 ? (
        <ul className="catalog-gallery__thumbs" aria-label={intl.formatMessage(m.images)}>
          {slides.map((slide, index) => (
            <li key={`${slide.kind}-${slide.src}`} className="catalog-gallery__thumb-item">
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className="catalog-gallery__thumb"
                aria-current={index === shownIndex ? 'true' : undefined}
                aria-label={
                  slide.kind === 'image'
                    ? intl.formatMessage(m.showImage, { index: slide.index + 1, total })
                    : intl.formatMessage(m.showVideo)
                }
                onClick={() => setSelected(index)}
                onKeyDown={(event) => handleThumbKeyDown(event, index)}
              >
                {slide.kind === 'image' ? (
                  <img
                    className="catalog-gallery__thumb-image"
                    src={slide.src}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <PlayIcon />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ChevronIcon({ pointsTo }: { pointsTo: 'left' | 'right' }) {
  return (
    <svg
      className="catalog-gallery__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={pointsTo === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg
      className="catalog-gallery__play"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}
