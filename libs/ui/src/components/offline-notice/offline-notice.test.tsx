import { act, render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { OfflineNotice } from './offline-notice.js';

const goOffline = (isOffline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
};

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so while the device is offline, and goes away once it is back', () => {
    render(
      <TestI18nProvider locale="en">
        <OfflineNotice />
      </TestI18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent('You are offline. Your cart and your choices are kept');

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks Arabic on an Arabic page', async () => {
    const { container } = render(
      <TestI18nProvider locale="ar">
        <OfflineNotice isOnline={false} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت');
    await assertNoAxeViolations(container);
  });
});
