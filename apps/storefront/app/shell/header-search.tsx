import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchDialog, useProductList } from '@matjar/catalog';
import { AppLink } from './app-link.js';
import { SearchForm } from './search-form.js';

/** How long typing must pause before suggestions are asked for. */
const SUGGESTIONS_DELAY_MS = 250;
/** The shortest word suggestions are asked for. */
const SUGGESTIONS_MIN_LENGTH = 2;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header's search: a plain form that works before any script, and, once the page is
 * interactive, a tap on it opens the search dialog with the device's recent searches and product
 * suggestions as the customer types. Typing into the field from the keyboard searches directly.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const currentWord = location.pathname === '/search' ? (searchParams.get('q') ?? '') : '';
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const word = useDebouncedValue(typed, SUGGESTIONS_DELAY_MS);
  const suggestions = useProductList(
    { kind: 'search', q: word },
    {},
    { isEnabled: isOpen && word.length >= SUGGESTIONS_MIN_LENGTH },
  );

  // A suggestion is a link: the dialog closes when it takes the customer to another page.
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    if (isOpen) setIsOpen(false);
  }

  return (
    <>
      <SearchForm
        key={currentWord}
        id="sf-search-input"
        defaultValue={currentWord}
        onClickInput={(event) => {
          event.preventDefault();
          setTyped(event.currentTarget.value.trim());
          setIsOpen(true);
        }}
      />
      {isOpen ? (
        <SearchDialog
          open
          onOpenChange={setIsOpen}
          initialQuery={typed || currentWord || undefined}
          onSearch={(q) => void navigate(`/search?${new URLSearchParams({ q }).toString()}`)}
          onQueryChange={setTyped}
          suggestions={
            word.length >= SUGGESTIONS_MIN_LENGTH &&
            suggestions.data &&
            !suggestions.isPlaceholderData
              ? suggestions.data.data
              : undefined
          }
          isLoadingSuggestions={suggestions.isFetching}
          LinkComponent={AppLink}
        />
      ) : null}
    </>
  );
}
