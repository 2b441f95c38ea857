import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Button } from '../button/button.js';
import { type ToastOptions, ToastProvider, useToast } from './toast.js';
import * as stories from './toast.stories.js';

function RaiseToast({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

function RaiseAndDismiss() {
  const { toast, dismiss } = useToast();
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setId(toast({ title: 'Uploading photos', duration: Infinity }))}>
        Upload
      </Button>
      <Button onClick={() => id && dismiss(id)}>Upload finished</Button>
    </>
  );
}

describe('Toast', () => {
  beforeAll(() => {
    // jsdom has no pointer capture, which Radix Toast uses to follow a swipe.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const user = setupUser();
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
      await user.click(screen.getByRole('button'));
      expect(await screen.findByRole('listitem')).toBeInTheDocument();
      await assertNoAxeViolations(container);
    },
  );

  it('shows the toast the user raised', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast
            options={{ title: 'Product added to cart', description: 'Sukkari dates, 1 kg' }}
          />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const list = within(await screen.findByRole('region', { name: 'Notifications (F8)' }));
    const toast = list.getByRole('listitem');
    expect(toast).toHaveTextContent('Product added to cart');
    expect(toast).toHaveTextContent('Sukkari dates, 1 kg');
  });

  it('closes the toast after its duration', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast options={{ title: 'Link copied' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await screen.findByRole('listitem');
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByRole('listitem')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps a toast for the duration it asks for', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast label="Short" options={{ title: 'Saved', duration: 2000 }} />
          <RaiseToast label="Sticky" options={{ title: 'Offline', duration: Infinity }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Short' }));
    await user.click(screen.getByRole('button', { name: 'Sticky' }));
    await screen.findByText('Offline');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('listitem')).toHaveTextContent('Offline');
  });

  it('closes the toast when its close button is pressed', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast options={{ title: 'Address saved', duration: Infinity }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(
      within(await screen.findByRole('listitem')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('runs the action the user presses and closes the toast', async () => {
    const user = setupUser();
    const onUndo = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast
            options={{ title: 'Removed from cart', action: { label: 'Undo', onClick: onUndo } }}
          />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('reaches the newest toast first from the keyboard', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast label="First" options={{ title: 'Order placed' }} />
          <RaiseToast label="Second" options={{ title: 'Wallet charged' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    await user.keyboard('[F8]');
    expect(await screen.findByRole('list')).toHaveFocus();
    await user.tab();
    const focused = screen
      .getAllByRole('listitem')
      .find((toast) => toast === document.activeElement);
    expect(focused).toHaveTextContent('Wallet charged');
  });

  it('closes the toast whose id is dismissed', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseAndDismiss />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Uploading photos');
    await user.click(screen.getByRole('button', { name: 'Upload finished' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('announces errors assertively', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast options={{ title: 'Payment failed', variant: 'error' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(100));
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    expect(announcement).toHaveTextContent('Notification Payment failed');
  });

  it('announces successes politely', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast options={{ title: 'Password changed', variant: 'success' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(100));
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('Notification Password changed');
  });

  it('stacks toasts on the left and swipes them away leftwards in Arabic', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="ar">
        <ToastProvider>
          <RaiseToast label="أضف" options={{ title: 'أُضيف المنتج إلى السلة' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'أضف' }));
    expect(await screen.findByRole('list')).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('listitem')).toHaveAttribute('data-swipe-direction', 'left');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('swipes toasts away rightwards in English', async () => {
    const user = setupUser();
    render(
      <TestI18nProvider locale="en">
        <ToastProvider>
          <RaiseToast options={{ title: 'Product added to cart' }} />
        </ToastProvider>
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('list')).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('listitem')).toHaveAttribute('data-swipe-direction', 'right');
  });

  it('tells the developer to add a ToastProvider when useToast is used without one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <TestI18nProvider locale="en">
          <RaiseToast options={{ title: 'Saved' }} />
        </TestI18nProvider>,
      ),
    ).toThrow(/useToast\(\).*<ToastProvider>/);
  });
});
