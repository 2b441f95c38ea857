import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { SignInPromptProvider } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider, preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  BASE,
  renderInSession,
  setUpStoreServer,
} from '../../../../../tools/vitest/screen-test-setup.tsx';
import { outOfStockProduct } from '../fixtures.js';
import { stockAlertsFixture } from './stock-alert-fixtures.js';
import { StockAlertToggle } from './stock-alert-toggle.js';
import * as toggleStories from './stock-alert-toggle.stories.js';
import { StockAlertsScreen } from './stock-alerts-screen.js';
import * as screenStories from './stock-alerts-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

/** A store that keeps the customer's alerts, and records what it was asked. */
function storeWith(
  initial: typeof stockAlertsFixture = [],
  made: (typeof stockAlertsFixture)[number] = { ...stockAlertsFixture[0]!, id: 90 },
) {
  let alerts = [...initial];
  const added: Record<string, string>[] = [];
  const removed: number[] = [];
  server.use(
    answerCall(BASE, calls.catalog.stockAlerts, () => success(alerts)),
    answerCall(BASE, calls.catalog.addStockAlert, async ({ params, request }) => {
      added.push({
        id: String(params['id']),
        ...(Object.fromEntries((await request.formData()).entries()) as Record<string, string>),
      });
      alerts = [made, ...alerts];
      return success(made);
    }),
    answerCall(BASE, calls.catalog.removeStockAlert, ({ params }) => {
      removed.push(Number(params['id']));
      alerts = alerts.filter((alert) => alert.id !== Number(params['id']));
      return success(null);
    }),
  );
  return { added, removed };
}

function renderToggle({ isLoggedIn = true, onSignIn = vi.fn() } = {}) {
  if (!isLoggedIn) localStorage.clear();
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn,
    locale: 'en',
  });
  render(
    <Session>
      <SignInPromptProvider onSignIn={onSignIn}>
        <ToastProvider>
          <StockAlertToggle productId={outOfStockProduct.id} variantId={4101} />
        </ToastProvider>
      </SignInPromptProvider>
    </Session>,
  );
}

describe('StockAlertToggle', () => {
  it('keeps the wish of a customer for the variant, says so, and cancels it', async () => {
    const forSize = {
      ...stockAlertsFixture[0]!,
      id: 90,
      variant: { id: 4101, color: null, color_hex: null, size: '54' },
    };
    const { added, removed } = storeWith([], forSize);
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when available' }));
    expect(
      await screen.findByText("Done: we'll let you know when it is back in stock"),
    ).toBeVisible();
    expect(added).toEqual([{ id: String(outOfStockProduct.id), variant_id: '4101' }]);
    expect(await screen.findByText("We'll let you know when it is back in stock.")).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert' }));
    await waitFor(() => expect(removed).toEqual([90]));
    expect(await screen.findByRole('button', { name: 'Notify me when available' })).toBeVisible();
  });

  it('asks a visitor to sign in first, and asks the store nothing', async () => {
    const { added } = storeWith();
    renderToggle({ isLoggedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when available' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(added).toEqual([]);
  });

  it("says the store's refusal in a toast, and still offers the alert", async () => {
    storeWith();
    server.use(answerCall(BASE, calls.catalog.addStockAlert, refusal('This product is in stock')));
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when available' }));
    expect(await screen.findByText('This product is in stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notify me when available' })).toBeVisible();
  });
});

describe('StockAlertsScreen', () => {
  it('lists what the customer waits for, each leading to its product, and removes one at once', async () => {
    const { removed } = storeWith(stockAlertsFixture);
    renderInSession(<StockAlertsScreen shopHref="/" />);
    const list = await screen.findByRole('list', { name: 'Products you are waiting for' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: outOfStockProduct.name })).toHaveAttribute(
      'href',
      `/products/${outOfStockProduct.id}`,
    );
    expect(within(list).getByText(/Size/)).toBeVisible();
    // The size waited for is chosen on the page the link opens.
    const sized = stockAlertsFixture[1]!;
    expect(within(list).getByRole('link', { name: sized.product.name })).toHaveAttribute(
      'href',
      `/products/${sized.product.id}?variant=${String(sized.variant?.id)}`,
    );
    await userEvent.click(
      within(list).getByRole('button', { name: `Remove the alert for ${outOfStockProduct.name}` }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(removed).toEqual([stockAlertsFixture[0]!.id]);
  });

  it('says how to ask for an alert when there is none', async () => {
    storeWith([]);
    renderInSession(<StockAlertsScreen shopHref="/" />);
    expect(await screen.findByRole('heading', { name: 'No stock alerts' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/');
  });
});

describe('stock alert stories', () => {
  it.each([
    ...Object.entries(composeStories(toggleStories)),
    ...Object.entries(composeStories(screenStories)),
  ])('has no axe violations: %s', async (_name, Story) => {
    const { container } = render(<Story />);
    await assertNoAxeViolations(container);
  });
});
