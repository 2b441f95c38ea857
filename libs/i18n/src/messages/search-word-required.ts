import { defineMessage } from 'react-intl';

/**
 * "Please type something to search for" (spec §5), also `validationMessages.searchWordRequired`: a
 * module of its own for a search box every page may show, which needs no other validation message.
 */
export const searchWordRequiredMessage = defineMessage({
  id: 'errors.validation.searchWordRequired',
  defaultMessage: 'Please type something to search for',
});
