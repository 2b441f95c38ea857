import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { ToastProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.js';
import * as stories from './share-button.stories.js';

const URL_TO_SHARE = 'https://matjar.example/products/102';
const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function restore(name: 'share' | 'clipboard', descriptor: PropertyDescriptor | undefined) {
  if (descriptor) Object.defineProperty(navigator, name, descriptor);
  else Reflect.deleteProperty(navigator, name);
}

/** Fakes of the browser's share sheet and clipboard; `undefined` removes them. */
function fakeNavigator({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

function renderShareButton() {
  const user = userEvent.setup();
  render(
    <TestI18nProvider locale="en">
      <ToastProvider>
        <ShareButton url={URL_TO_SHARE} title="Sukkari dates 1 kg" />
      </ToastProvider>
    </TestI18nProvider>,
  );
  return user;
}

describe('ShareButton', () => {
  beforeAll(() => {
    // jsdom has no pointer capture, which Radix Toast uses to follow a swipe.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  afterEach(() => {
    restore('share', originalShare);
    restore('clipboard', originalClipboard);
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('opens the share sheet with the title and link where the browser has one', async () => {
    const user = renderShareButton();
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const writeText = vi.fn((_text: string) => Promise.resolve());
    fakeNavigator({ share, writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sukkari dates 1 kg', url: URL_TO_SHARE });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says nothing when the user closes the share sheet', async () => {
    const user = renderShareButton();
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn((_text: string) => Promise.resolve());
    fakeNavigator({ share, writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('copies the link and says so when there is no share sheet', async () => {
    const user = renderShareButton();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    fakeNavigator({ writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
  });

  it('copies the link when the share sheet refuses to open', async () => {
    const user = renderShareButton();
    const share = vi.fn(() => Promise.reject(new DOMException('No gesture', 'NotAllowedError')));
    const writeText = vi.fn((_text: string) => Promise.resolve());
    fakeNavigator({ share, writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
  });

  it('shows the link to copy by hand when copying is refused', async () => {
    const user = renderShareButton();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    fakeNavigator({ writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const toast = await screen.findByRole('listitem');
    expect(toast).toHaveTextContent('The link could not be copied');
    expect(within(toast).getByText(URL_TO_SHARE)).toBeInTheDocument();
    expect(toast).not.toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when the page may not use the clipboard', async () => {
    const user = renderShareButton();
    fakeNavigator({});
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const toast = await screen.findByRole('listitem');
    expect(toast).toHaveTextContent('The link could not be copied');
    expect(within(toast).getByText(URL_TO_SHARE)).toBeInTheDocument();
  });
});
