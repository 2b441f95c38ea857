import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { withWalletLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { pointsFixture, pointsRateFixture } from '../wallet-fixtures.js';
import { PointsScreen } from './points-screen.js';

/** 1,250 points worth 125 SAR; converting any of them is accepted. */
const answers = [
  answerCall(STORY_API_URL, calls.points.balance, success(pointsFixture)),
  answerCall(STORY_API_URL, calls.points.rate, success(pointsRateFixture)),
  answerCall(
    STORY_API_URL,
    calls.points.convert,
    success({ converted_points: 1250, value: 125, points: 0, wallet_balance: 475.75 }),
  ),
];

const meta = {
  title: 'wallet/PointsScreen',
  component: PointsScreen,
  decorators: [withCustomerStore, withWalletLocale],
  parameters: { customerStore: { answers } },
  render: () => (
    <div style={{ maxInlineSize: '30rem' }}>
      <PointsScreen />
    </div>
  ),
} satisfies Meta<typeof PointsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The points card. "Convert all" is accepted: a toast says how much credit it added. */
export const Points: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The store refuses the conversion: the card says so and keeps the typed points. */
export const ConversionRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(
          STORY_API_URL,
          calls.points.convert,
          refusal('لا يمكن تحويل النقاط الآن، حاول لاحقًا'),
        ),
        ...answers,
      ],
    },
  },
};

/** The points are on their way: a skeleton holds their place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.points.balance, never), ...answers],
    },
  },
};

/** The store failed to give the rate: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.points.rate, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};
