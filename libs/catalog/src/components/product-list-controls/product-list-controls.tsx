import { type FormEvent, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ProductSort } from '@matjar/api-client';
import { Button, RiyalSign, Spinner, TextField } from '@matjar/ui';
import {
  type ProductListChange,
  type ProductListParams,
  activeFilterCount,
  parsePrice,
  productListSearch,
  withParams,
} from '../../lib/product-list-params.js';
import { productListControlsMessages as m } from './messages.js';

export interface ProductListControlsProps {
  /** The list's sort, filters and page now (from its URL, see `parseProductListParams`). */
  params: ProductListParams;
  /** Called with the parameters after each change, back on the first page. */
  onChange: (next: ProductListParams) => void;
  /** How many products match; no count while it is unknown. */
  total?: number;
  /** The list is being fetched again after a change. */
  isPending?: boolean;
}

/** The sorts in the order the menu offers them; `''` is the store's own order. */
const sortOptions: readonly { value: ProductSort | ''; label: MessageDescriptor }[] = [
  { value: '', label: m.sortRecommended },
  { value: 'top_rated', label: m.sortTopRated },
  { value: 'discounted', label: m.sortDiscounted },
  { value: 'recent', label: m.sortRecent },
  { value: 'price_high', label: m.sortPriceHigh },
  { value: 'price_low', label: m.sortPriceLow },
  { value: 'best_selling', label: m.sortBestSelling },
];

const isSameList = (a: ProductListParams, b: ProductListParams) =>
  productListSearch(a).toString() === productListSearch(b).toString();

/**
 * The sort and filters of a product list: the number of products, a sort menu, "Discounted only",
 * a price range in riyals (applied when the customer leaves it or presses Enter, Arabic-Indic
 * digits accepted), and the filters on as chips that each remove theirs, with "Clear filters". On a
 * phone the filters fold behind a "Filters" button showing how many are on. From 64rem the filters
 * panel is a column of its own (with the sort as a list of choices) meant for a sidebar: its bar
 * (`__bar`) and panel (`__panel`) are laid out by the page when it makes the controls
 * `display: contents`. Every change calls `onChange` with the new parameters, back on the first
 * page.
 *
 * @example
 * <ProductListControls
 *   params={params}
 *   total={page.pagination.total}
 *   isPending={navigation.state === 'loading'}
 *   onChange={(next) => navigate(`?${productListSearch(next)}`)}
 * />
 */
export function ProductListControls({
  params,
  onChange,
  total,
  isPending = false,
}: ProductListControlsProps) {
  const intl = useIntl();
  const ids = useId();
  const [isOpen, setIsOpen] = useState(false);
  const filterCount = activeFilterCount(params);

  const change = (update: ProductListChange) => {
    const next = withParams(params, update);
    if (!isSameList(next, params)) onChange(next);
  };

  return (
    <div className="catalog-list-controls" data-state={isPending ? 'pending' : 'idle'}>
      <div className="catalog-list-controls__bar">
        <p
          className="catalog-list-controls__count"
          aria-live="polite"
          aria-busy={isPending || undefined}
        >
          {total === undefined
            ? null
            : intl.formatMessage(m.resultCount, {
                total,
                bdi: (chunks) => <bdi>{chunks}</bdi>,
              })}
        </p>
        {isPending ? <Spinner size="sm" className="catalog-list-controls__spinner" /> : null}
        <Button
          variant="secondary"
          size="sm"
          className="catalog-list-controls__toggle"
          aria-expanded={isOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setIsOpen((open) => !open)}
        >
          <FilterIcon />
          {intl.formatMessage(m.filters)}
          {/* A space, so assistive technology hears "Filters 2 active filters". */}
          {filterCount > 0 ? ' ' : null}
          {filterCount > 0 ? (
            <span className="catalog-list-controls__badge">
              <span aria-hidden="true">{intl.formatNumber(filterCount)}</span>
              <span className="mj-visually-hidden">
                {intl.formatMessage(m.activeFilters, { count: filterCount })}
              </span>
            </span>
          ) : null}
        </Button>
        <div className="catalog-list-controls__sort">
          <label className="catalog-list-controls__sort-label" htmlFor={`${ids}-sort`}>
            {intl.formatMessage(m.sortLabel)}
          </label>
          <select
            id={`${ids}-sort`}
            className="catalog-list-controls__select"
            value={params.sort ?? ''}
            onChange={(event) => {
              const value = sortOptions.find((option) => option.value === event.target.value);
              change({ sort: value?.value || undefined });
            }}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {intl.formatMessage(option.label)}
              </option>
            ))}
          </select>
        </div>
        {filterCount > 0 ? (
          <FilterChips
            params={params}
            onRemove={change}
            onClear={() =>
              change({ min_price: undefined, max_price: undefined, discounted: undefined })
            }
          />
        ) : null}
      </div>
      <div
        id={`${ids}-filters`}
        className="catalog-list-controls__panel"
        data-state={isOpen ? 'open' : 'closed'}
      >
        <fieldset className="catalog-list-controls__sort-options">
          <legend className="catalog-list-controls__legend">
            {intl.formatMessage(m.sortLabel)}
          </legend>
          {sortOptions.map((option) => (
            <label key={option.value} className="catalog-list-controls__sort-option">
              <input
                type="radio"
                name={`${ids}-sort-option`}
                value={option.value}
                checked={(params.sort ?? '') === option.value}
                onChange={() => change({ sort: option.value || undefined })}
              />
              {intl.formatMessage(option.label)}
            </label>
          ))}
        </fieldset>
        <div className="catalog-list-controls__switch">
          <input
            id={`${ids}-discounted`}
            type="checkbox"
            role="switch"
            className="catalog-list-controls__switch-input"
            checked={params.discounted === true}
            onChange={(event) => change({ discounted: event.target.checked || undefined })}
          />
          <label htmlFor={`${ids}-discounted`}>{intl.formatMessage(m.discountedOnly)}</label>
        </div>
        <PriceRange
          // A new range from outside (cleared, or the URL changed) starts the fields again.
          key={`${params.min_price ?? ''}:${params.max_price ?? ''}`}
          min={params.min_price}
          max={params.max_price}
          onApply={(min, max) => change({ min_price: min, max_price: max })}
        />
      </div>
    </div>
  );
}

interface FilterChipsProps {
  params: ProductListParams;
  onRemove: (update: ProductListChange) => void;
  onClear: () => void;
}

/** The filters on, each a chip whose press removes it, then "Clear filters". */
function FilterChips({ params, onRemove, onClear }: FilterChipsProps) {
  const intl = useIntl();
  const amount = (value: number) => intl.formatNumber(value);
  const chips: { key: string; label: string; isPrice: boolean; remove: ProductListChange }[] = [];
  if (params.discounted) {
    chips.push({
      key: 'discounted',
      label: intl.formatMessage(m.discountedOnly),
      isPrice: false,
      remove: { discounted: undefined },
    });
  }
  const { min_price: min, max_price: max } = params;
  if (min !== undefined || max !== undefined) {
    chips.push({
      key: 'price',
      label:
        min !== undefined && max !== undefined
          ? intl.formatMessage(m.priceBetween, { min: amount(min), max: amount(max) })
          : min !== undefined
            ? intl.formatMessage(m.priceFrom, { min: amount(min) })
            : intl.formatMessage(m.priceUpTo, { max: amount(max ?? 0) }),
      isPrice: true,
      remove: { min_price: undefined, max_price: undefined },
    });
  }
  return (
    <ul
      className="catalog-list-controls__chips"
      aria-label={intl.formatMessage(m.activeFilterList)}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="catalog-list-controls__chip"
            aria-label={intl.formatMessage(m.removeFilter, { filter: chip.label })}
            onClick={() => onRemove(chip.remove)}
          >
            <bdi>{chip.label}</bdi>
            {chip.isPrice ? <RiyalSign /> : null}
            <svg
              className="catalog-list-controls__chip-icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </li>
      ))}
      <li>
        <Button
          variant="ghost"
          size="sm"
          className="catalog-list-controls__clear"
          onClick={onClear}
        >
          {intl.formatMessage(m.clearFilters)}
        </Button>
      </li>
    </ul>
  );
}

interface PriceRangeProps {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

type PriceErrors = { min?: MessageDescriptor; max?: MessageDescriptor };

/** The minimum and maximum price, read when the form is submitted, never on each keystroke. */
function PriceRange({ min, max, onApply }: PriceRangeProps) {
  const intl = useIntl();
  const legendId = useId();
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<PriceErrors>({});

  /**
   * Reads and applies the range. Sent (Enter, "Apply"), the first field in error takes the focus;
   * applied as the customer leaves the range, the focus goes where they went, and the error shows.
   */
  const apply = (form: HTMLFormElement, { focusError }: { focusError: boolean }) => {
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const nextMin = parsePrice(text('min'));
    const nextMax = parsePrice(text('max'));
    const nextErrors: PriceErrors = {};
    if (nextMin === null) nextErrors.min = m.priceInvalid;
    if (nextMax === null) nextErrors.max = m.priceInvalid;
    if (
      nextMin !== null &&
      nextMax !== null &&
      nextMin !== undefined &&
      nextMax !== undefined &&
      nextMin > nextMax
    ) {
      nextErrors.min = m.priceRangeInvalid;
    }
    setErrors(nextErrors);
    if (nextErrors.min) {
      if (focusError) minRef.current?.focus();
      return;
    }
    if (nextErrors.max) {
      if (focusError) maxRef.current?.focus();
      return;
    }
    onApply(nextMin ?? undefined, nextMax ?? undefined);
  };

  return (
    <form
      className="catalog-list-controls__price"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        apply(event.currentTarget, { focusError: true });
      }}
      onBlur={(event) => {
        // Focus left the range (not moved from one field to the other): no "Apply" needed.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        apply(event.currentTarget, { focusError: false });
      }}
    >
      <fieldset className="catalog-list-controls__fieldset" aria-labelledby={legendId}>
        <legend id={legendId} className="catalog-list-controls__legend">
          {intl.formatMessage(m.priceRange)}
        </legend>
        <div className="catalog-list-controls__price-fields">
          <TextField
            ref={minRef}
            name="min"
            label={intl.formatMessage(m.minPrice)}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={min === undefined ? '' : String(min)}
            endAdornment={<RiyalSign />}
            error={errors.min ? intl.formatMessage(errors.min) : undefined}
          />
          <TextField
            ref={maxRef}
            name="max"
            label={intl.formatMessage(m.maxPrice)}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={max === undefined ? '' : String(max)}
            endAdornment={<RiyalSign />}
            error={errors.max ? intl.formatMessage(errors.max) : undefined}
          />
          <Button type="submit" variant="secondary" className="catalog-list-controls__apply">
            {intl.formatMessage(m.applyPrice)}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Three sliders: the usual picture of filters. */
function FilterIcon() {
  return (
    <svg
      className="catalog-list-controls__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
