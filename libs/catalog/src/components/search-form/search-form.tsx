import { type MouseEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchWordRequiredMessage } from '@matjar/i18n';
import { SearchIcon } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';
import { searchFormMessages as m } from './messages.js';

export interface SearchFormProps {
  /** The input's id (a page may show two search forms). */
  id: string;
  defaultValue?: string | undefined;
  /** An error to show at once (the server was sent a blank word). */
  initialError?: string | undefined;
  className?: string | undefined;
  /**
   * A word was sent: the app's router opens its results (`catalogPaths.search(q)`). Without it,
   * or before the page's scripts run, the browser sends the form itself (`GET /search?q=`).
   */
  onSearch?: ((q: string) => void) | undefined;
  /** Called when the input is pressed (the header opens its search dialog). */
  onClickInput?: ((event: MouseEvent<HTMLInputElement>) => void) | undefined;
  /** Called when the pointer comes over the input or it takes focus, before a press. */
  onApproachInput?: (() => void) | undefined;
}

/**
 * The search form: a plain GET form to the search page, so it works before any script; a blank
 * word is refused in place ("Enter a word to search") instead of sending the customer to an empty
 * page. Its field and button are named for assistive technology; the field is `type="search"`
 * with the keyboard's "search" key.
 *
 * @example
 * <SearchForm id="site-search" onSearch={(q) => navigate(catalogPaths.search(q))} />
 */
export function SearchForm({
  id,
  defaultValue,
  initialError,
  className = 'catalog-search-form',
  onSearch,
  onClickInput,
  onApproachInput,
}: SearchFormProps) {
  const intl = useIntl();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(initialError);
  return (
    <form
      method="get"
      action={catalogPaths.searchPage}
      role="search"
      className={className}
      data-state={error ? 'invalid' : 'idle'}
      onSubmit={(event) => {
        const word = inputRef.current?.value.trim() ?? '';
        if (!word) {
          event.preventDefault();
          setError(intl.formatMessage(searchWordRequiredMessage));
          inputRef.current?.focus();
        } else if (onSearch) {
          event.preventDefault();
          onSearch(word);
        }
      }}
    >
      <label htmlFor={id} className="mj-visually-hidden">
        {intl.formatMessage(m.label)}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="catalog-search-form__input"
        type="search"
        name="q"
        defaultValue={defaultValue}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={intl.formatMessage(m.placeholder)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => setError(undefined)}
        onClick={onClickInput}
        onPointerEnter={onApproachInput}
        onFocus={onApproachInput}
      />
      <button
        type="submit"
        className="catalog-search-form__submit"
        aria-label={intl.formatMessage(m.submit)}
      >
        <SearchIcon />
      </button>
      {error ? (
        <p id={errorId} className="catalog-search-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
