import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../text-field/text-field.js';
import { RiyalSign } from './riyal-sign.js';

const meta = {
  title: 'ui/RiyalSign',
  component: RiyalSign,
} satisfies Meta<typeof RiyalSign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside words that already say riyals: hidden from assistive technology. */
export const Decorative: Story = {};

/** Alone, it is named. */
export const Named: Story = { args: { label: 'ريال سعودي' } };

/** The unit of an amount field. */
export const FieldUnit: Story = {
  render: () => <TextField label="أقل سعر" inputMode="decimal" endAdornment={<RiyalSign />} />,
};

export const FieldUnitEnglish: Story = {
  render: () => (
    <TextField label="Minimum price" inputMode="decimal" endAdornment={<RiyalSign />} />
  ),
  globals: { locale: 'en' },
};
