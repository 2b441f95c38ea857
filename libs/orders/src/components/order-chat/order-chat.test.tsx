import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ChatMessage } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations, imageFile, stubImageDecoding } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderChat, type OrderChatProps } from './order-chat.js';
import * as stories from './order-chat.stories.js';

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage => ({
  order_id: 5121,
  sender: 'delegate',
  text: null,
  image: null,
  created_at: '2026-11-22T11:00:00Z',
  is_read: true,
  ...overrides,
});

const conversation: ChatMessage[] = [
  message({ id: 1, text: 'I am on my way', created_at: '2026-11-22T11:00:00Z' }),
  message({
    id: 2,
    sender: 'customer',
    text: 'North gate please',
    created_at: '2026-11-22T11:01:30Z',
  }),
  message({ id: 3, text: 'Five minutes', created_at: '2026-11-22T11:02:10Z' }),
];

function renderChat(props: Partial<OrderChatProps> = {}) {
  const onSend = vi.fn<OrderChatProps['onSend']>();
  const ui = (next: Partial<OrderChatProps>): ReactNode => (
    <TestI18nProvider locale="en">
      <OrderChat messages={conversation} delegateName="Fahad" onSend={onSend} {...next} />
    </TestI18nProvider>
  );
  const view = render(ui(props));
  return {
    onSend,
    user: userEvent.setup(),
    rerenderWith: (next: Partial<OrderChatProps>) => view.rerender(ui({ ...props, ...next })),
  };
}

const photo = (name = 'gate.png', size = 2048) => imageFile(name, { format: 'png', size });

describe('OrderChat', () => {
  // jsdom has no object URLs (the preview gets a predictable one) and cannot decode images.
  let restoreDecoding: () => void;
  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    Object.assign(URL, {
      createObjectURL: vi.fn(
        (file: Blob) => `blob:matjar/${file instanceof File ? file.name : ''}`,
      ),
      revokeObjectURL: vi.fn(),
    });
  });

  afterEach(() => {
    restoreDecoding();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the messages oldest first, each with its sender and time', () => {
    renderChat({ messages: [...conversation].reverse() });
    const log = screen.getByRole('log', { name: 'Messages with the delegate' });

    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log.textContent).toMatch(/I am on my way.*North gate please.*Five minutes/s);
    expect(within(log).getAllByText('Fahad:')).toHaveLength(2);
    expect(within(log).getAllByText('You:')).toHaveLength(1);
    expect(within(log).getByText('2:01 PM')).toBeInTheDocument();
  });

  it('separates the days of the conversation', () => {
    renderChat({
      messages: [
        message({ id: 1, text: 'When will it arrive?', created_at: '2026-11-21T17:40:00Z' }),
        message({ id: 2, text: 'Tomorrow morning', created_at: '2026-11-21T17:45:00Z' }),
        message({ id: 3, text: 'On my way', created_at: '2026-11-22T08:00:00Z' }),
      ],
    });
    const log = screen.getByRole('log');

    expect(within(log).getAllByText(/November \d+, 2026/)).toHaveLength(2);
    expect(within(log).getByText('Saturday, November 21, 2026')).toBeInTheDocument();
    expect(within(log).getByText('Sunday, November 22, 2026')).toBeInTheDocument();
  });

  it('shows a message holding markup as typed, without making any element of it', () => {
    renderChat({
      messages: [
        message({ id: 1, text: '<b>x</b>' }),
        message({ id: 2, sender: 'customer', text: '<img src=x onerror=alert(1)>' }),
      ],
    });
    const log = screen.getByRole('log');

    const bold = within(log).getByText('<b>x</b>');
    const image = within(log).getByText('<img src=x onerror=alert(1)>');
    expect(bold.childElementCount).toBe(0);
    expect(image.childElementCount).toBe(0);
    expect(within(log).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the line breaks of a message', () => {
    renderChat({ messages: [message({ id: 1, text: 'Gate 2\nSecond floor' })] });
    expect(screen.getByText(/Gate 2/)).toHaveTextContent('Gate 2\nSecond floor', {
      normalizeWhitespace: false,
    });
  });

  it('shows the images of the conversation, named by their sender', () => {
    renderChat({
      messages: [
        message({ id: 1, image: 'https://example.test/door.jpg' }),
        message({ id: 2, sender: 'customer', image: 'https://example.test/gate.jpg' }),
      ],
    });

    expect(screen.getByRole('img', { name: 'Image from Fahad' })).toHaveAttribute(
      'src',
      'https://example.test/door.jpg',
    );
    expect(screen.getByRole('img', { name: 'Image from you' })).toHaveAttribute(
      'src',
      'https://example.test/gate.jpg',
    );
  });

  it('calls the sender "the delegate" when the name is unknown', () => {
    renderChat({ delegateName: undefined, messages: [message({ id: 1, text: 'Hi' })] });
    expect(screen.getByText('The delegate:')).toBeInTheDocument();
  });

  it('shows that the messages are loading', () => {
    renderChat({ messages: undefined });
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the messages…');
  });

  it('says so when there are no messages yet', () => {
    renderChat({ messages: [] });
    expect(screen.getByRole('log')).toHaveTextContent(/No messages yet/);
  });

  it('scrolls the log to the newest message when one arrives', () => {
    const { rerenderWith } = renderChat();
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
    expect(log.scrollTop).not.toBe(900);

    rerenderWith({
      messages: [
        ...conversation,
        message({ id: 4, text: 'Here', created_at: '2026-11-22T11:05Z' }),
      ],
    });

    expect(log.scrollTop).toBe(900);
  });

  it('sends the trimmed text with Enter, and starts a new line with Shift+Enter', async () => {
    const { onSend, user } = renderChat();
    const field = screen.getByRole('textbox', { name: 'Message' });

    await user.type(field, '  At the gate{Shift>}{Enter}{/Shift}Blue door  ');
    expect(field).toHaveValue('  At the gate\nBlue door  ');
    expect(onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'At the gate\nBlue door' });
  });

  it('does not send blank text', async () => {
    const { onSend, user } = renderChat();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'ok');
    await user.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'ok' });
  });

  it('clears the composer only once the message has been sent', async () => {
    const { onSend, user, rerenderWith } = renderChat();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Blue door{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(field).toHaveValue('Blue door');

    rerenderWith({ isSending: true });
    expect(field).toHaveValue('Blue door');
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledOnce();

    rerenderWith({ isSending: false });
    expect(field).toHaveValue('');
  });

  it('keeps the text and shows the error when the message could not be sent', async () => {
    const { user, rerenderWith } = renderChat();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Blue door{Enter}');

    rerenderWith({ isSending: true });
    rerenderWith({ isSending: false, error: 'The message was not sent' });

    expect(field).toHaveValue('Blue door');
    expect(screen.getByRole('alert')).toHaveTextContent('The message was not sent');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends a picked image, which can be removed before', async () => {
    const { onSend, user } = renderChat();
    const picker = screen.getByLabelText('Attach an image');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');

    await user.upload(picker, photo('door.png'));
    expect(await screen.findByRole('img', { name: 'Image to send' })).toHaveAttribute(
      'src',
      'blob:matjar/door.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByRole('img', { name: 'Image to send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const gate = photo('gate.png');
    await user.upload(picker, gate);
    await screen.findByRole('img', { name: 'Image to send' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ image: gate });
  });

  it('sends the text and the image together', async () => {
    const { onSend, user } = renderChat();
    const gate = photo('gate.png');
    await user.upload(screen.getByLabelText('Attach an image'), gate);
    await screen.findByRole('img', { name: 'Image to send' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'This gate{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'This gate', image: gate });
  });

  it('refuses an image over 5 MB with a message, and keeps nothing to send', async () => {
    const { onSend, user } = renderChat();
    const picker = screen.getByLabelText('Attach an image');

    await user.upload(picker, photo('huge.png', 5 * 1024 * 1024 + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.png was not added: it is larger than 5 MB.',
    );
    expect(picker).toHaveAccessibleDescription('huge.png was not added: it is larger than 5 MB.');
    expect(screen.queryByRole('img', { name: 'Image to send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();

    await user.upload(picker, photo('small.png', 5 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Image to send' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderChat();
    const picker = screen.getByLabelText('Attach an image');
    await user.upload(picker, new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'invoice.pdf was not added: it is not a JPEG, PNG, GIF, or WebP image.',
    );

    await user.upload(picker, new File(['gate code 4412'], 'gate.png', { type: 'image/png' }));
    expect(await screen.findByText('gate.png')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'gate.png was not added: it is not a JPEG, PNG, GIF, or WebP image.',
    );
    expect(screen.queryByRole('img', { name: 'Image to send' })).not.toBeInTheDocument();
  });

  it('refuses a picture that cannot be decoded, in Arabic', async () => {
    restoreDecoding();
    restoreDecoding = stubImageDecoding(() => {
      throw new Error('not decodable');
    });
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="ar">
        <OrderChat messages={[]} onSend={() => undefined} />
      </TestI18nProvider>,
    );
    await user.upload(screen.getByLabelText('إرفاق صورة'), photo('البوابة.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'لم يُضَف الملف البوابة.png: تعذّرت قراءة الصورة، فقد تكون تالفة.',
    );
    expect(screen.getByText('البوابة.png').tagName).toBe('BDI');
  });

  it('lets nothing be sent when the chat is closed', () => {
    renderChat({ disabled: true });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByLabelText('Attach an image')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
