import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@matjar/api-client';
import { emptyStateMessages, validationMessages } from '@matjar/i18n';
import { Button, Dialog, Link, Price, SearchIcon, Spinner, TextField } from '@matjar/ui';
import { useRecentSearches } from '../../hooks/use-recent-searches.js';
import { clearRecentSearches, recordRecentSearch } from '../../lib/recent-searches.js';
import { catalogPaths } from '../catalog-paths.js';
import { searchDialogMessages as m } from './messages.js';

/** How many suggested products the dialog lists at most. */
const MAX_SUGGESTIONS = 5;

/** The intrinsic size of a suggestion's thumbnail, reserved before it loads. */
const THUMBNAIL_SIZE = 48;

export interface SearchDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user closes the dialog, or after a search. */
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed word when the user searches; the dialog then closes. */
  onSearch: (query: string) => void;
  /** The word the input starts with (the current search on a results page). */
  initialQuery?: string;
  /** Products matching what is typed; up to five are listed. `[]` says nothing matches. */
  suggestions?: readonly Product[];
  /** Suggestions for what is typed are on their way: shows a small spinner. */
  isLoadingSuggestions?: boolean;
  /** Called with the trimmed word as the user types, to fetch suggestions (debounce it). */
  onQueryChange?: (query: string) => void;
}

/**
 * The search dialog: a search box that refuses a blank word ("search word required"), the
 * device's recent searches while the box is empty (each runs again with a tap, and can be
 * cleared), and product suggestions for what is typed. The box keeps what was typed when the
 * dialog is closed and opened again. A search closes the dialog; a suggestion is a link, so close
 * the dialog when the route changes.
 *
 * @example
 * const [query, setQuery] = useState('');
 * const suggestions = useSearchSuggestions(useDebouncedValue(query, 300));
 * <SearchDialog
 *   open={isSearchOpen}
 *   onOpenChange={setIsSearchOpen}
 *   onSearch={(q) => navigate(`/search?q=${encodeURIComponent(q)}`)}
 *   initialQuery={searchParams.get('q') ?? undefined}
 *   onQueryChange={setQuery}
 *   suggestions={suggestions.data}
 *   isLoadingSuggestions={suggestions.isFetching}
 * />
 */
export function SearchDialog({
  open,
  onOpenChange,
  onSearch,
  initialQuery,
  suggestions,
  isLoadingSuggestions = false,
  onQueryChange,
}: SearchDialogProps) {
  const intl = useIntl();
  const recentHeadingId = useId();
  const productsHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const recentSearches = useRecentSearches();
  const [query, setQuery] = useState(initialQuery ?? '');
  const [isBlankSubmitted, setIsBlankSubmitted] = useState(false);
  // A new initial word (another results page) replaces what was typed; a re-render does not.
  const [shownInitialQuery, setShownInitialQuery] = useState(initialQuery);
  if (initialQuery !== shownInitialQuery) {
    setShownInitialQuery(initialQuery);
    if (initialQuery !== undefined) setQuery(initialQuery);
  }

  const word = query.trim();
  const listedSuggestions = word && suggestions ? suggestions.slice(0, MAX_SUGGESTIONS) : [];
  const hasNoResults =
    word !== '' && suggestions !== undefined && suggestions.length === 0 && !isLoadingSuggestions;

  const search = (text: string) => {
    const searched = text.trim();
    if (!searched) {
      setIsBlankSubmitted(true);
      inputRef.current?.focus();
      return;
    }
    setIsBlankSubmitted(false);
    recordRecentSearch(searched);
    onSearch(searched);
    onOpenChange(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(query);
  };

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) setIsBlankSubmitted(false);
    onOpenChange(isOpen);
  };

  const handleClearRecent = () => {
    clearRecentSearches();
    // The list and its button are gone: focus goes back to the box.
    inputRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={intl.formatMessage(m.title)}
      className="catalog-search-dialog"
      // The dialog exists to type a word: the box takes focus (and opens the keyboard).
      initialFocusRef={inputRef}
    >
      <div className="catalog-search">
        <form role="search" className="catalog-search__form" noValidate onSubmit={handleSubmit}>
          <TextField
            ref={inputRef}
            type="search"
            name="q"
            label={intl.formatMessage(m.label)}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (isBlankSubmitted) setIsBlankSubmitted(false);
              onQueryChange?.(event.target.value.trim());
            }}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            error={
              isBlankSubmitted
                ? intl.formatMessage(validationMessages.searchWordRequired)
                : undefined
            }
            startAdornment={<SearchIcon className="catalog-search__icon" strokeWidth={2} />}
            endAdornment={
              <>
                {isLoadingSuggestions ? <Spinner size="sm" /> : null}
                <button
                  type="submit"
                  className="mj-icon-button catalog-search__submit"
                  aria-label={intl.formatMessage(m.submit)}
                >
                  <ArrowIcon />
                </button>
              </>
            }
          />
        </form>

        {word === '' && recentSearches.length > 0 ? (
          <section className="catalog-search__section" aria-labelledby={recentHeadingId}>
            <div className="catalog-search__section-header">
              <h3 id={recentHeadingId} className="catalog-search__section-title">
                {intl.formatMessage(m.recentTitle)}
              </h3>
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage(m.clearRecentLabel)}
                onClick={handleClearRecent}
              >
                {intl.formatMessage(m.clearRecent)}
              </Button>
            </div>
            <ul className="catalog-search__recent">
              {recentSearches.map((recent) => (
                <li key={recent}>
                  <button
                    type="button"
                    className="catalog-search__recent-search"
                    onClick={() => {
                      setQuery(recent);
                      onQueryChange?.(recent);
                      search(recent);
                    }}
                  >
                    <ClockIcon />
                    <bdi>{recent}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {listedSuggestions.length > 0 ? (
          <section className="catalog-search__section" aria-labelledby={productsHeadingId}>
            <h3 id={productsHeadingId} className="catalog-search__section-title">
              {intl.formatMessage(m.products)}
            </h3>
            <ul className="catalog-search__suggestions">
              {listedSuggestions.map((product) => (
                <li key={product.id}>
                  <Link
                    to={catalogPaths.product(product.id)}
                    className="catalog-search__suggestion"
                    prefetch="intent"
                  >
                    <img
                      className="catalog-search__thumbnail"
                      src={product.image}
                      alt=""
                      width={THUMBNAIL_SIZE}
                      height={THUMBNAIL_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="catalog-search__suggestion-name">{product.name}</span>
                    <Price
                      className="catalog-search__suggestion-price"
                      size="sm"
                      amount={product.price}
                      originalAmount={
                        product.price_before_discount > product.price
                          ? product.price_before_discount
                          : undefined
                      }
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* Always rendered, so screen readers announce the message when it appears. */}
        <p className="catalog-search__status" role="status">
          {hasNoResults ? intl.formatMessage(emptyStateMessages.noSearchResults) : null}
        </p>
      </div>
    </Dialog>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** "Go": an arrow pointing where lines end, mirrored in right-to-left pages by CSS. */
function ArrowIcon() {
  return (
    <svg className="catalog-search__icon catalog-search__arrow" {...iconProps}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg className="catalog-search__icon" {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
