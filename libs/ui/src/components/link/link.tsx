import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
  createContext,
  createElement,
  useContext,
} from 'react';

/**
 * What a component passes to a link: the same-origin path it opens, its content, and the anchor's
 * other attributes (`className`, `aria-label`, `aria-current`, `onClick`…). A router's link (React
 * Router's `Link`) takes these as they are.
 *
 * @example
 * const props: LinkProps = { to: '/products/12', className: 'product-card__link', children: 'Dates' };
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page it opens: a path of the site, e.g. `/products/12?tab=reviews`. */
  to: string;
  className?: string;
  children?: ReactNode;
  /**
   * Whether the app's router may load the page's code and data ahead of a tap. A plain anchor (no
   * {@link LinkProvider}) has nothing to load and ignores it.
   */
  prefetch?: 'none' | 'intent' | 'render' | 'viewport';
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The app's link component (its router's `Link`), given once to {@link LinkProvider} so that the
 * libraries stay free of any router.
 *
 * @example
 * const AppLink: LinkComponent = ({ to, ...props }) => <RouterLink to={to} {...props} />;
 */
export type LinkComponent = ComponentType<LinkProps>;

const LinkContext = createContext<LinkComponent | null>(null);

export interface LinkProviderProps {
  /** The app's link: every {@link Link} under the provider renders it. */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * Gives every {@link Link} under it the app's link component (a router's `Link`, which opens the
 * page in the app instead of loading a whole document). Render it once, around the whole app.
 *
 * @example
 * <LinkProvider component={AppLink}>
 *   <Header />
 *   <Outlet />
 * </LinkProvider>
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/**
 * A link to a page of the site, as every component of the libraries draws one: the app's link
 * component given by {@link LinkProvider}, or without a provider (stories, tests, a page without
 * the app) a plain `<a href>` with the same attributes.
 *
 * @example
 * <Link to={catalogPaths.product(product.id)} className="product-card__link" prefetch="none">
 *   {product.name}
 * </Link>
 */
export function Link(props: LinkProps) {
  const component = useContext(LinkContext);
  // The app's component, given once to the provider: the same component on every render.
  if (component) return createElement(component, props);
  const { to, prefetch: _prefetch, children, ...anchorProps } = props;
  return (
    <a {...anchorProps} href={to}>
      {children}
    </a>
  );
}
