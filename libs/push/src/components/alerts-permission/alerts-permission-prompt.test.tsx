import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestI18nProvider } from '@matjar/i18n/testing';
import type { PushEnvironment } from '../../lib/web-push.js';
import { AlertsPermissionPrompt } from './alerts-permission-prompt.js';
import * as stories from './alerts-permission-prompt.stories.js';

const { Undecided, UndecidedInEnglish, Blocked } = composeStories(stories);

function browser(permission: NotificationPermission, answer: NotificationPermission) {
  const notification = {
    permission,
    requestPermission: vi.fn(() => {
      notification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  const environment: PushEnvironment = {
    notification,
    serviceWorker: { register: vi.fn(() => Promise.reject(new Error('not here'))) },
  };
  return { environment, notification };
}

const renderIn = (locale: 'ar' | 'en', environment: PushEnvironment) =>
  render(
    <TestI18nProvider locale={locale}>
      <AlertsPermissionPrompt environment={environment} />
    </TestI18nProvider>,
  );

describe('AlertsPermissionPrompt', () => {
  it('asks only when the customer presses the button, then confirms', async () => {
    const { environment, notification } = browser('default', 'granted');
    renderIn('en', environment);

    await screen.findByRole('heading', { name: 'Order updates on this device' });
    expect(notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));

    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alerts are on. We will let you know about your orders.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how to allow alerts when the customer refuses, and logs permission-blocked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { environment } = browser('default', 'denied');
    renderIn('en', environment);

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));

    expect(await screen.findByRole('note')).toHaveTextContent('allow notifications');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('permission-blocked'));
  });

  it.each([
    ['alerts are already allowed', browser('granted', 'granted').environment],
    ['the browser has no web push', {}],
  ])('shows nothing when %s', (_case, environment: PushEnvironment) => {
    renderIn('en', environment);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is in Arabic and in English', async () => {
    const { unmount } = render(<Undecided />);
    expect(await screen.findByRole('button', { name: 'تفعيل التنبيهات' })).toBeInTheDocument();
    unmount();
    render(<UndecidedInEnglish />);
    expect(await screen.findByRole('button', { name: 'Turn on alerts' })).toBeInTheDocument();
  });

  it('tells a customer who blocked alerts how to allow them, in Arabic', async () => {
    render(<Blocked />);
    expect(await screen.findByRole('note')).toHaveTextContent('إعدادات الموقع');
  });
});
