import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import { SignInPromptProvider } from '@matjar/auth';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { outOfStockProduct } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { stockAlertsFixture } from './stock-alert-fixtures.js';
import { StockAlertToggle } from './stock-alert-toggle.js';

/** A store that keeps the customer's alerts as the story adds and removes them. */
const storeOf =
  (initial: typeof stockAlertsFixture = []) =>
  () => {
    let alerts = [...initial];
    return [
      answerCall(STORY_API_URL, calls.catalog.stockAlerts, () => success(alerts)),
      answerCall(STORY_API_URL, calls.catalog.addStockAlert, () => {
        const alert = { ...stockAlertsFixture[0]!, id: 90 };
        alerts = [alert, ...alerts];
        return success(alert);
      }),
      answerCall(STORY_API_URL, calls.catalog.removeStockAlert, ({ params }) => {
        alerts = alerts.filter((alert) => alert.id !== Number(params['id']));
        return success(null);
      }),
    ];
  };

const meta = {
  title: 'catalog/StockAlertToggle',
  component: StockAlertToggle,
  decorators: [withCustomerStore, withCatalogLocale],
  args: { productId: outOfStockProduct.id },
  parameters: { customerStore: { answers: storeOf() } },
  render: (args) => (
    <SignInPromptProvider onSignIn={fn()}>
      <div style={{ maxInlineSize: '24rem' }}>
        <StockAlertToggle {...args} />
      </div>
    </SignInPromptProvider>
  ),
} satisfies Meta<typeof StockAlertToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sold-out product: "Notify me when available". */
export const Ask: Story = {};

/** The customer already waits for it: it says so, with a way to cancel. */
export const Waiting: Story = {
  parameters: { customerStore: { answers: storeOf(stockAlertsFixture) } },
};

export const English: Story = { globals: { locale: 'en' } };
