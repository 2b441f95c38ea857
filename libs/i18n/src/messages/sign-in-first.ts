import { defineMessage } from 'react-intl';

/**
 * "Please sign in first" (spec §5), also `validationMessages.signInFirst`: a module of its own for
 * the prompt every page may show, which needs no other validation message.
 */
export const signInFirstMessage = defineMessage({
  id: 'errors.validation.signInFirst',
  defaultMessage: 'Please sign in first',
});
