import { useIntl } from 'react-intl';
import { AppLink } from '../../shell/app-link.js';
import { catalogPageMessages as m } from './catalog.messages.js';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item: the page itself. */
  to?: string;
}

/**
 * Where the page sits in the store: Home › Category › … › this page. Each label is isolated, so
 * a name in the other script or a number (`C-1001`) keeps its order beside the separators.
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const intl = useIntl();
  return (
    <nav className="sf-breadcrumbs" aria-label={intl.formatMessage(m.breadcrumb)}>
      <ol>
        {items.map((item) => (
          <li key={`${item.label}-${item.to ?? 'here'}`}>
            {item.to ? (
              <AppLink to={item.to}>
                <bdi>{item.label}</bdi>
              </AppLink>
            ) : (
              <span aria-current="page">
                <bdi>{item.label}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
