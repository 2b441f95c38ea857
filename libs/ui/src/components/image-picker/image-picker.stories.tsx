import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { validationMessages } from '@matjar/i18n';
import { fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type PickedImage } from './image-picker.js';

/** A small square picture, so that previews show without fixtures on disk. */
const samplePhoto = (id: string, background: string, foreground: string): PickedImage => ({
  id,
  file: new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${background}"/><circle cx="60" cy="52" r="26" fill="${foreground}"/><rect x="24" y="86" width="72" height="12" rx="6" fill="${foreground}"/></svg>`,
    ],
    `${id}.svg`,
    { type: 'image/svg+xml' },
  ),
});

const photos = [
  samplePhoto('dates', '#e3f3ef', '#0b6b5d'),
  samplePhoto('coffee', '#fbf1dc', '#c8922a'),
  samplePhoto('oud', '#f5f6f4', '#5a6370'),
];

const meta = {
  title: 'ui/ImagePicker',
  component: ImagePicker,
  args: { label: 'صورة المنتج', onChange: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Multiple: Story = {
  args: { label: 'صور المنتجات المرتجعة', isMultiple: true, max: 5, hint: 'حتى ٥ صور واضحة' },
};
export const WithPreviews: Story = {
  args: { label: 'صور المنتجات المرتجعة', isMultiple: true, max: 5, defaultValue: photos },
};
export const Uploading: Story = {
  args: {
    label: 'صور المنتجات المرتجعة',
    isMultiple: true,
    max: 5,
    defaultValue: photos,
    progress: { dates: 100, coffee: 45, oud: 5 },
  },
};
export const AtMax: Story = {
  args: { label: 'صور المنتجات المرتجعة', isMultiple: true, max: 3, defaultValue: photos },
};
export const SingleImagePicked: Story = { args: { defaultValue: photos.slice(0, 1) } };
export const WithError: Story = {
  args: { required: true, error: <FormattedMessage {...validationMessages.imageRequired} /> },
};
/** A real 1×1 PNG, so that the browser's decoder accepts it. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/**
 * A pick of three files: a photo, a text file named like a photo, and a photo over 5 MB. The photo
 * is added; the other two are named, each with the reason it was refused.
 */
export const RefusesFiles: Story = {
  args: {
    label: 'صور المنتجات المرتجعة',
    isMultiple: true,
    max: 5,
    hint: 'حتى 5 صور، بحجم أقصاه 5 ميجابايت للصورة',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oversize = new Uint8Array(5 * 1024 * 1024 + 1);
    oversize.set(pngBytes.subarray(0, 8));
    await userEvent.upload(canvas.getByLabelText(/إضافة صور|Add images/), [
      new File([pngBytes], 'تمر-سكري.png', { type: 'image/png' }),
      new File(['ملاحظات عن الطلب'], 'photo.png', { type: 'image/png' }),
      new File([oversize], 'IMG_2041.png', { type: 'image/png' }),
    ]);
    await canvas.findByText(/IMG_2041\.png/);
  },
};

export const Disabled: Story = {
  args: { label: 'صور المنتجات المرتجعة', isMultiple: true, defaultValue: photos, disabled: true },
};
