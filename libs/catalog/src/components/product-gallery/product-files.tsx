import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ProductFile } from '@matjar/api-client';
import { productFilesMessages as m } from './messages.js';

export interface ProductFilesProps {
  /** The files attached to the product (data sheets, manuals). */
  files: readonly ProductFile[];
  className?: string;
}

/**
 * The files of a product's page under a "Files" heading: one link per file, opened in a new tab
 * (which the link says to assistive technology). A product without files shows no section at all.
 *
 * @example
 * <ProductFiles files={product.files} />
 */
export function ProductFiles({ files, className }: ProductFilesProps) {
  const intl = useIntl();
  const headingId = useId();
  // Most products have no files: an empty "Files" heading would only be noise.
  if (files.length === 0) return null;
  return (
    <section
      className={['catalog-files', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="catalog-files__title">
        {intl.formatMessage(m.title)}
      </h2>
      <ul className="catalog-files__list">
        {files.map((file) => (
          <li key={file.url}>
            <a className="catalog-files__link" href={file.url} target="_blank" rel="noopener">
              <FileIcon />
              <span className="catalog-files__name" dir="auto">
                {file.name}
              </span>{' '}
              <span className="mj-visually-hidden">{intl.formatMessage(m.opensInNewTab)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FileIcon() {
  return (
    <svg
      className="catalog-files__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M12 11v6m-3-3l3 3 3-3" />
    </svg>
  );
}
