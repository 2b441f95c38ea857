import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pointsFixture, pointsRateFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { PointsCard } from './points-card.js';

const meta = {
  title: 'wallet/PointsCard',
  component: PointsCard,
  decorators: [withWalletLocale],
  args: { points: pointsFixture, rate: pointsRateFixture, onConvert: fn(), isPending: false },
  render: (args) => (
    <div style={{ maxInlineSize: '30rem' }}>
      <PointsCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PointsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough points to convert some or all of them. */
export const Convertible: Story = {};

/** Fewer points than one conversion takes: "Convert all" is disabled and says why. */
export const TooFewPoints: Story = {
  args: { points: { points: 40, value: 4, min_points: 100 } },
};

/** No points at all. */
export const NoPoints: Story = { args: { points: { points: 0, value: 0, min_points: 100 } } };

/** A conversion is being sent. */
export const Converting: Story = { args: { isPending: true } };

/** The store refused the conversion. */
export const Refused: Story = { args: { error: 'تعذّر تحويل النقاط، حاول مرة أخرى' } };

export const English: Story = { globals: { locale: 'en' } };
