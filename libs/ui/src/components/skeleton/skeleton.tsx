import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@matjar/i18n';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Default `text`. */
  shape?: SkeletonShape;
  /** Number of lines of a `text` skeleton; the last of several is shorter. Default 1. */
  lines?: number;
  /** Width over height of a `rect` skeleton, as CSS `aspect-ratio` ("4 / 3", 1). Default 16 / 9. */
  aspectRatio?: string | number;
  /** Diameter of a `circle` skeleton, as a CSS length. Default 3rem. */
  size?: string;
  /** Width of a `text` or `rect` skeleton, as a CSS length. Default: the width of its container. */
  inlineSize?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A placeholder in the shape of content that is loading. It is decorative: wrap a region's
 * skeletons in a `SkeletonGroup`, which tells assistive technology once that the region is loading.
 * The shimmer stops for users who ask for reduced motion.
 *
 * @example
 * <SkeletonGroup>
 *   <Skeleton shape="rect" aspectRatio={1} />
 *   <Skeleton lines={2} />
 * </SkeletonGroup>
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  aspectRatio = '16 / 9',
  size = '3rem',
  inlineSize,
  className,
  style,
  ref,
  ...rest
}: SkeletonProps) {
  const classes = ['mj-skeleton', className].filter(Boolean).join(' ');
  const shapeStyle: CSSProperties =
    shape === 'circle'
      ? { inlineSize: size, blockSize: size }
      : shape === 'rect'
        ? { inlineSize, aspectRatio }
        : { inlineSize };
  return (
    <div
      {...rest}
      ref={ref}
      className={classes}
      data-shape={shape}
      aria-hidden="true"
      style={{ ...shapeStyle, ...style }}
    >
      {shape === 'text'
        ? Array.from({ length: Math.max(1, Math.floor(lines)) }, (_, index) => (
            <span key={index} className="mj-skeleton__line" />
          ))
        : null}
    </div>
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** What assistive technology hears. Default "Loading…". */
  label?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Wraps the skeletons of one region and announces "Loading…" once for all of them.
 *
 * @example
 * <Suspense fallback={<SkeletonGroup><Skeleton lines={3} /></SkeletonGroup>}>
 *   <ProductDetails id={id} />
 * </Suspense>
 */
export function SkeletonGroup({ label, className, children, ref, ...rest }: SkeletonGroupProps) {
  const intl = useIntl();
  const classes = ['mj-skeleton-group', className].filter(Boolean).join(' ');
  return (
    <div {...rest} ref={ref} role="status" className={classes} data-state="loading">
      <span className="mj-visually-hidden">
        {label ?? intl.formatMessage(commonMessages.loading)}
      </span>
      {children}
    </div>
  );
}
