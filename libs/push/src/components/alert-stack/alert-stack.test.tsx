import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ALERT_TYPES, type PushMessage, alertOf } from '../../lib/push-message.js';
import { AlertStack, PushAlerts } from './alert-stack.js';
import * as stories from './alert-stack.stories.js';
import { type StackedAlert, useAlertStack } from './use-alert-stack.js';

const orderPlaced: PushMessage = {
  type: 'create_order',
  title_ar: 'طلب جديد',
  title_en: 'New order',
  body_ar: 'تم استلام طلبك رقم 7',
  body_en: 'Your order 7 was received',
  order_id: 7,
  product_id: null,
};

const offer: PushMessage = {
  type: 'admin_notify',
  title_ar: 'عرض نهاية الأسبوع',
  title_en: 'Weekend offer',
  body_ar: 'خصم ٢٠٪ على الخضار',
  body_en: '20% off vegetables',
  order_id: null,
  product_id: null,
};

interface HarnessProps {
  /** Received in this order, oldest first. */
  messages: readonly PushMessage[];
  lang: string | null;
  playSound?: () => void | Promise<void>;
}

/** The app's wiring: messages become alerts in the stored language, shown by `PushAlerts`. */
function Harness({ messages, lang, playSound = vi.fn() }: HarnessProps) {
  const stack = useAlertStack({ playSound });
  const { push } = stack;
  useEffect(() => {
    for (const message of messages) push(alertOf(message, lang));
  }, [messages, lang, push]);
  return <PushAlerts stack={stack} />;
}

function renderHarness(props: HarnessProps) {
  return render(
    <TestI18nProvider locale="en">
      <Harness {...props} />
    </TestI18nProvider>,
  );
}

const shown = (message: PushMessage, id: string): StackedAlert => ({
  ...alertOf(message, 'en'),
  id,
  state: 'shown',
});

describe('AlertStack', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the alerts in a Notifications region that announces new ones politely', () => {
    render(
      <TestI18nProvider locale="en">
        <AlertStack alerts={[shown(offer, 'a-1')]} onDismiss={vi.fn()} />
      </TestI18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Weekend offer');
  });

  it('keeps its live list in the page while it has no alert, so the first one is announced', () => {
    render(
      <TestI18nProvider locale="en">
        <AlertStack alerts={[]} onDismiss={vi.fn()} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the title and body as text, never as markup', () => {
    const markup = '<img src=x onerror="alert(1)">';
    render(
      <TestI18nProvider locale="en">
        <AlertStack
          alerts={[{ id: 'a-1', title: markup, body: `<b>${markup}</b>`, state: 'shown' }]}
          onDismiss={vi.fn()}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(screen.getByText(`<b>${markup}</b>`)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Dismiss ${markup}` })).toBeInTheDocument();
  });

  it("links a product's back-in-stock alert to the product", () => {
    const backInStock: PushMessage = {
      ...offer,
      type: 'back_in_stock',
      title_en: 'Back in stock',
      body_en: 'Sidr honey is available again.',
      product_id: 42,
    };
    render(
      <TestI18nProvider locale="en">
        <AlertStack alerts={[shown(backInStock, 'a-1')]} onDismiss={vi.fn()} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: /Back in stock/ })).toHaveAttribute(
      'href',
      '/products/42',
    );
  });

  it('links through the app link component when one is given', () => {
    function AppLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/app${to}`} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={AppLink}>
          <AlertStack alerts={[shown(orderPlaced, 'a-1')]} onDismiss={vi.fn()} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link', { name: /New order/ });
    expect(link).toHaveAttribute('href', '/app/order-details?id=7');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveTextContent('New orderYour order 7 was received');
  });

  it('hands focus to the next alert when one is closed from the keyboard', async () => {
    const onDismiss = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <AlertStack
          alerts={[shown(offer, 'a-2'), shown(orderPlaced, 'a-1')]}
          onDismiss={onDismiss}
        />
      </TestI18nProvider>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Dismiss Weekend offer' }).focus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('a-2');
    expect(screen.getByRole('button', { name: 'Dismiss New order' })).toHaveFocus();
  });

  describe('with the alert stack', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      // Testing Library waits a 0 ms timeout after each user event and only advances it itself
      // under Jest's fake timers: point it at Vitest's, so that clicks settle without moving the clock.
      vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    });

    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('shows the newest alert on top', () => {
      renderHarness({ messages: [orderPlaced, offer], lang: 'en' });
      const [top, below] = screen.getAllByRole('listitem');
      expect(top).toHaveTextContent('Weekend offer');
      expect(below).toHaveTextContent('New order');
    });

    it('rings the bell 50 ms after an alert arrives', () => {
      const playSound = vi.fn();
      renderHarness({ messages: [offer], lang: 'en', playSound });
      act(() => {
        vi.advanceTimersByTime(49);
      });
      expect(playSound).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(playSound).toHaveBeenCalledOnce();
    });

    it.each(ORDER_ALERT_TYPES)('links a %s alert to its order', (type) => {
      renderHarness({ messages: [{ ...orderPlaced, type }], lang: 'en' });
      expect(screen.getByRole('link', { name: /New order/ })).toHaveAttribute(
        'href',
        '/order-details?id=7',
      );
    });

    it('shows other alerts, and order alerts without an order, as plain text', () => {
      renderHarness({
        messages: [offer, { ...orderPlaced, order_id: null }],
        lang: 'en',
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByText('Weekend offer')).toBeInTheDocument();
      expect(screen.getByText('New order')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('shows English texts when the stored language is en', () => {
      renderHarness({ messages: [offer], lang: 'en' });
      expect(screen.getByRole('listitem')).toHaveTextContent('Weekend offer20% off vegetables');
    });

    it.each([['ar'], [null]])('shows Arabic texts when the stored language is %s', (lang) => {
      renderHarness({ messages: [offer], lang });
      expect(screen.getByRole('listitem')).toHaveTextContent('عرض نهاية الأسبوعخصم ٢٠٪ على الخضار');
    });

    it('removes an alert 8 s after it arrived', () => {
      renderHarness({ messages: [offer], lang: 'en' });
      act(() => {
        vi.advanceTimersByTime(7999);
      });
      expect(screen.getByRole('listitem')).toHaveTextContent('Weekend offer');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    });

    it('fades a dismissed alert out, then removes it after 500 ms', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderHarness({ messages: [orderPlaced, offer], lang: 'en' });
      await user.click(screen.getByRole('button', { name: 'Dismiss Weekend offer' }));
      const [top, below] = screen.getAllByRole('listitem');
      expect(top).toHaveAttribute('data-state', 'leaving');
      expect(below).toHaveAttribute('data-state', 'shown');
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(screen.getByRole('listitem')).toHaveTextContent('New order');
    });

    it('keeps showing alerts when the browser refuses to play the bell', async () => {
      const playSound = vi.fn(() =>
        Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')),
      );
      renderHarness({ messages: [offer], lang: 'en', playSound });
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(playSound).toHaveBeenCalledOnce();
      expect(screen.getByRole('listitem')).toHaveTextContent('Weekend offer');
    });

    it('leaves no timer behind when unmounted', () => {
      const playSound = vi.fn();
      const { unmount } = renderHarness({ messages: [orderPlaced, offer], lang: 'en', playSound });
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(8000);
      expect(playSound).not.toHaveBeenCalled();
    });
  });
});
