import { defineMessage, type MessageTag } from 'react-intl';

export const imagePickerMessages = {
  addImage: defineMessage({ id: 'ui.imagePicker.addImage', defaultMessage: 'Add image' }),
  addImages: defineMessage({ id: 'ui.imagePicker.addImages', defaultMessage: 'Add images' }),
  preview: defineMessage<{ index: number }>({
    id: 'ui.imagePicker.preview',
    defaultMessage: 'Image {index, number}',
  }),
  remove: defineMessage<{ index: number }>({
    id: 'ui.imagePicker.remove',
    defaultMessage: 'Remove image {index, number}',
  }),
  uploading: defineMessage<{ index: number }>({
    id: 'ui.imagePicker.uploading',
    defaultMessage: 'Uploading image {index, number}',
  }),
  maxReached: defineMessage<{ max: number }>({
    id: 'ui.imagePicker.maxReached',
    defaultMessage: 'You can add up to {max, plural, one {# image} other {# images}}',
  }),
  refusedNotImage: defineMessage<{ name: string; formats: string; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedNotImage',
    defaultMessage: '<bdi>{name}</bdi> was not added: it is not a {formats} image.',
  }),
  refusedTooLarge: defineMessage<{ name: string; size: number; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedTooLarge',
    defaultMessage: '<bdi>{name}</bdi> was not added: it is larger than {size, number} MB.',
  }),
  refusedTooSmall: defineMessage<{ name: string; width: number; height: number; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedTooSmall',
    defaultMessage:
      '<bdi>{name}</bdi> was not added: the image must be at least {width, number} × {height, number} pixels.',
  }),
  refusedTooBig: defineMessage<{ name: string; width: number; height: number; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedTooBig',
    defaultMessage:
      '<bdi>{name}</bdi> was not added: the image must be at most {width, number} × {height, number} pixels.',
  }),
  refusedUnreadable: defineMessage<{ name: string; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedUnreadable',
    defaultMessage:
      '<bdi>{name}</bdi> was not added: the image could not be read. It may be damaged.',
  }),
  refusedTooMany: defineMessage<{ name: string; max: number; bdi: MessageTag }>({
    id: 'ui.imagePicker.refusedTooMany',
    defaultMessage:
      '<bdi>{name}</bdi> was not added: you can add up to {max, plural, one {# image} other {# images}}.',
  }),
} as const;
