import { defineMessage } from 'react-intl';

/** The words of the saved addresses list. */
export const addressListMessages = {
  default: defineMessage({ id: 'account.addresses.default', defaultMessage: 'Default' }),
  setDefault: defineMessage<{ name: string }>({
    id: 'account.addresses.setDefault',
    defaultMessage: 'Make “{name}” the default address',
  }),
  setDefaultShort: defineMessage({
    id: 'account.addresses.setDefaultShort',
    defaultMessage: 'Make default',
  }),
  edit: defineMessage<{ name: string }>({
    id: 'account.addresses.edit',
    defaultMessage: 'Edit “{name}”',
  }),
  editShort: defineMessage({ id: 'account.addresses.editShort', defaultMessage: 'Edit' }),
  delete: defineMessage<{ name: string }>({
    id: 'account.addresses.delete',
    defaultMessage: 'Delete “{name}”',
  }),
  deleteShort: defineMessage({ id: 'account.addresses.deleteShort', defaultMessage: 'Delete' }),
  deleteTitle: defineMessage({
    id: 'account.addresses.deleteTitle',
    defaultMessage: 'Delete this address?',
  }),
  deleteBody: defineMessage<{ name: string }>({
    id: 'account.addresses.deleteBody',
    defaultMessage: '“{name}” will be removed from your saved addresses.',
  }),
  deleteConfirm: defineMessage({
    id: 'account.addresses.deleteConfirm',
    defaultMessage: 'Delete address',
  }),
  empty: defineMessage({
    id: 'account.addresses.empty',
    defaultMessage: 'No saved addresses yet',
  }),
  emptyBody: defineMessage({
    id: 'account.addresses.emptyBody',
    defaultMessage: 'Add an address to have your orders delivered to it.',
  }),
  shortAddress: defineMessage({
    id: 'account.addresses.shortAddress',
    defaultMessage: 'Short national address',
  }),
};
