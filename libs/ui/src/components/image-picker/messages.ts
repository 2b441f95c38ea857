import { defineMessage } from 'react-intl';

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
} as const;
