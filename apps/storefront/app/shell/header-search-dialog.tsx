import { SearchDialog, useProductList } from '@matjar/catalog';

/** The shortest word suggestions are asked for. */
const SUGGESTIONS_MIN_LENGTH = 2;

export interface HeaderSearchDialogProps {
  /** The word typed so far, once typing has paused: the one suggestions are asked for. */
  word: string;
  initialQuery: string | undefined;
  onOpenChange: (isOpen: boolean) => void;
  onSearch: (q: string) => void;
  onQueryChange: (q: string) => void;
}

/**
 * The header's search dialog with product suggestions for the word typed. Its code (the dialog's
 * and the catalogue queries') is loaded the first time the customer opens it, not with every page.
 */
export function HeaderSearchDialog({ word, ...props }: HeaderSearchDialogProps) {
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
