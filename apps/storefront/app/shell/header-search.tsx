import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { onDemand } from '@matjar/ui';
import type { HeaderSearchDialogProps } from './header-search-dialog.js';
import { SearchForm } from './search-form.js';

const dialog = onDemand<HeaderSearchDialogProps>(() =>
  import('./header-search-dialog.js').then((module) => module.HeaderSearchDialog),
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

/**
 * The header's search: a plain form that works before any script, and, once the page is
 * interactive, a tap on it opens the search dialog with the device's recent searches and product
 * suggestions as the customer types. Typing into the field from the keyboard searches directly.
 * The dialog's code is not part of the page's: it is loaded when the customer reaches for the field.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const currentWord = location.pathname === '/search' ? (searchParams.get('q') ?? '') : '';
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const word = useDebouncedValue(typed, SUGGESTIONS_DELAY_MS);

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
        // The dialog's code is fetched as the pointer comes over the field (or a finger lands on
        // it, which focuses it), so that it is there by the time the press ends.
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
          onSearch={(q) => void navigate(`/search?${new URLSearchParams({ q }).toString()}`)}
          onQueryChange={setTyped}
        />
      ) : null}
    </>
  );
}
