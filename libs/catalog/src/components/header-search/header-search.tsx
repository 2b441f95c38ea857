import { useEffect, useState } from 'react';
import { onDemand } from '@matjar/ui';
import { SearchForm } from '../search-form/search-form.js';
import type { SearchSuggestionsDialogProps } from './search-suggestions-dialog.js';

const dialog = onDemand<SearchSuggestionsDialogProps>(() =>
  import('./search-suggestions-dialog.js').then((module) => module.SearchSuggestionsDialog),
);

/** How long typing must pause before suggestions are asked for. */
const SUGGESTIONS_DELAY_MS = 250;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface HeaderSearchProps {
  /** The input's id. */
  id: string;
  /** The word of the results on show (on the search page), else empty. */
  currentWord: string;
  /** A word was sent: the app's router opens its results (`catalogPaths.search(q)`). */
  onSearch: (q: string) => void;
  /**
   * Changes with every page the app shows (its router's location key): the dialog closes when a
   * suggestion, which is a link, has taken the customer to another page.
   */
  pageKey: string;
}

/**
 * A header's search: a plain form that works before any script, and, once the page is
 * interactive, a tap on it opens the search dialog with the device's recent searches and product
 * suggestions as the customer types (asked for once typing pauses for 250 ms). Typing into the
 * field from the keyboard searches directly. The dialog's code is not part of the page's: it is
 * loaded as the customer reaches for the field (the pointer over it, or its focus).
 *
 * @example
 * <HeaderSearch
 *   id="site-search"
 *   currentWord={pathname === '/search' ? (searchParams.get('q') ?? '') : ''}
 *   onSearch={(q) => void navigate(catalogPaths.search(q))}
 *   pageKey={location.key}
 * />
 */
export function HeaderSearch({ id, currentWord, onSearch, pageKey }: HeaderSearchProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const word = useDebouncedValue(typed, SUGGESTIONS_DELAY_MS);

  const [openedOn, setOpenedOn] = useState(pageKey);
  if (openedOn !== pageKey) {
    setOpenedOn(pageKey);
    if (isOpen) setIsOpen(false);
  }

  return (
    <>
      <SearchForm
        key={currentWord}
        id={id}
        defaultValue={currentWord}
        onSearch={onSearch}
        onApproachInput={() => void dialog.preload()}
        onClickInput={(event) => {
          event.preventDefault();
          setTyped(event.currentTarget.value.trim());
          setIsOpen(true);
        }}
      />
      {isOpen ? (
        <dialog.Component
          word={word}
          onOpenChange={setIsOpen}
          initialQuery={typed || currentWord || undefined}
          onSearch={onSearch}
          onQueryChange={setTyped}
        />
      ) : null}
    </>
  );
}
