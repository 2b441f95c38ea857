import { useProductList } from '../../hooks/use-catalog.js';
import { SearchDialog } from '../search-dialog/search-dialog.js';

/** The shortest word suggestions are asked for. */
const SUGGESTIONS_MIN_LENGTH = 2;

export interface SearchSuggestionsDialogProps {
  /** The word typed so far, once typing has paused: the one suggestions are asked for. */
  word: string;
  initialQuery: string | undefined;
  onOpenChange: (isOpen: boolean) => void;
  onSearch: (q: string) => void;
  onQueryChange: (q: string) => void;
}

/**
 * The search dialog with product suggestions for the word typed. `HeaderSearch` loads its code
 * (the dialog's and the catalogue queries') the first time the customer reaches for the field.
 */
export function SearchSuggestionsDialog({ word, ...props }: SearchSuggestionsDialogProps) {
  const hasWord = word.length >= SUGGESTIONS_MIN_LENGTH;
  const suggestions = useProductList({ kind: 'search', q: word }, {}, { isEnabled: hasWord });
  return (
    <SearchDialog
      open
      {...props}
      suggestions={
        hasWord && suggestions.data && !suggestions.isPlaceholderData
          ? suggestions.data.data
          : undefined
      }
      isLoadingSuggestions={suggestions.isFetching}
    />
  );
}
