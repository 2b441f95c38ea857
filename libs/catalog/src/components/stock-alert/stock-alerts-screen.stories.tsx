import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { withCatalogLocale } from '../story-decorators.js';
import { stockAlertsFixture } from './stock-alert-fixtures.js';
import { StockAlertsScreen } from './stock-alerts-screen.js';

const answersWith = (alerts: typeof stockAlertsFixture) => () => {
  let held = [...alerts];
  return [
    answerCall(STORY_API_URL, calls.catalog.stockAlerts, () => success(held)),
    answerCall(STORY_API_URL, calls.catalog.removeStockAlert, ({ params }) => {
      held = held.filter((alert) => alert.id !== Number(params['id']));
      return success(null);
    }),
  ];
};

const meta = {
  title: 'catalog/StockAlertsScreen',
  component: StockAlertsScreen,
  decorators: [withCustomerStore, withCatalogLocale],
  args: { shopHref: '/' },
  parameters: { customerStore: { answers: answersWith(stockAlertsFixture) } },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <StockAlertsScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof StockAlertsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products waited for, one in a chosen size and colour. */
export const Alerts: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** No alert yet: how to ask for one. */
export const Empty: Story = { parameters: { customerStore: { answers: answersWith([]) } } };

/** The list is on its way. */
export const Loading: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.catalog.stockAlerts, never)] },
  },
};

/** The store failed to give the list: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.catalog.stockAlerts, refusal('Server error', 'exception')),
      ],
    },
  },
};
