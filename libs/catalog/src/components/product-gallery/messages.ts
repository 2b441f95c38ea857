import { defineMessage } from 'react-intl';

/** The words of a product's gallery and its zoom dialog. */
export const productGalleryMessages = {
  images: defineMessage({ id: 'catalog.gallery.images', defaultMessage: 'Product images' }),
  imageAlt: defineMessage<{ name: string; index: number; total: number }>({
    id: 'catalog.gallery.imageAlt',
    defaultMessage: '{name}, image {index} of {total}',
  }),
  enlarge: defineMessage<{ image: string }>({
    id: 'catalog.gallery.enlarge',
    defaultMessage: 'Enlarge {image}',
  }),
  showImage: defineMessage<{ index: number; total: number }>({
    id: 'catalog.gallery.showImage',
    defaultMessage: 'Show image {index} of {total}',
  }),
  showVideo: defineMessage({ id: 'catalog.gallery.showVideo', defaultMessage: 'Show the video' }),
  video: defineMessage<{ name: string }>({
    id: 'catalog.gallery.video',
    defaultMessage: 'Video of {name}',
  }),
  zoom: defineMessage({ id: 'catalog.gallery.zoom', defaultMessage: 'Zoom in' }),
  zoomHint: defineMessage({
    id: 'catalog.gallery.zoomHint',
    defaultMessage: 'Press the image to zoom in or out.',
  }),
  previous: defineMessage({ id: 'catalog.gallery.previous', defaultMessage: 'Previous image' }),
  next: defineMessage({ id: 'catalog.gallery.next', defaultMessage: 'Next image' }),
  position: defineMessage<{ index: number; total: number }>({
    id: 'catalog.gallery.position',
    defaultMessage: 'Image {index} of {total}',
  }),
} as const;

/** The words of a product's files. */
export const productFilesMessages = {
  title: defineMessage({ id: 'catalog.files.title', defaultMessage: 'Files' }),
  opensInNewTab: defineMessage({
    id: 'catalog.files.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
  }),
} as const;
