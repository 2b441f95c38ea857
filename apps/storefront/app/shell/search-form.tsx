import { type MouseEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { searchWordRequiredMessage } from '@matjar/i18n';
import { SearchIcon } from '@matjar/ui';
import { shellMessages } from './messages.js';

export interface SearchFormProps {
  /** The input's id (a page may show two search forms). */
  id: string;
  defaultValue?: string;
  /** An error to show at once (the server was sent a blank word). */
  initialError?: string | undefined;
  className?: string;
  /** Called when the input is pressed (the header opens its search dialog). */
  onClickInput?: (event: MouseEvent<HTMLInputElement>) => void;
  /** Called when the pointer comes over the input or it takes focus, before a press. */
  onApproachInput?: () => void;
}

/**
 * The search form: a plain GET form to /search, so it works before any script; a blank word is
 * refused in place with "search word required" instead of sending the customer to an empty page.
 */
export function SearchForm({
  id,
  defaultValue,
  initialError,
  className = 'sf-search',
  onClickInput,
  onApproachInput,
}: SearchFormProps) {
  const intl = useIntl();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(initialError);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={className}
      data-state={error ? 'invalid' : 'idle'}
      onSubmit={(event) => {
        const input = inputRef.current;
        if (input && !input.value.trim()) {
          event.preventDefault();
          setError(intl.formatMessage(searchWordRequiredMessage));
          input.focus();
        }
      }}
    >
      <label htmlFor={id} className="mj-visually-hidden">
        {intl.formatMessage(shellMessages.searchLabel)}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="sf-search__input"
        type="search"
        name="q"
        defaultValue={defaultValue}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={intl.formatMessage(shellMessages.searchPlaceholder)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => setError(undefined)}
        onClick={onClickInput}
        onPointerEnter={onApproachInput}
        onFocus={onApproachInput}
      />
      <button
        type="submit"
        className="sf-search__submit"
        aria-label={intl.formatMessage(shellMessages.searchSubmit)}
      >
        <SearchIcon />
      </button>
      {error ? (
        <p id={errorId} className="sf-search__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
