import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './contact-us-form.stories.js';

const { Empty, English, SignedIn, Filled, Sending, Sent, Refused, Offline } =
  composeStories(stories);

/** Mounts a story and runs its play function (pressing "Send") in a canvas of its own. */
async function runStory(Story: {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}) {
  const canvasElement = document.body.appendChild(document.createElement('div'));
  await Story.run({ canvasElement });
  return within(canvasElement);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('ContactUsForm stories', () => {
  it('Empty: a visitor sees every field empty, in Arabic', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: /^الاسم/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^عنوان الرسالة/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeEnabled();
  });

  it('English: the same form in English', () => {
    render(<English />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("SignedIn: starts from the customer's name and phone", () => {
    render(<SignedIn />);
    expect(screen.getByRole('textbox', { name: /^الاسم/ })).toHaveValue('سارة');
    expect(screen.getByRole('textbox', { name: /^الموضوع/ })).toHaveValue('');
  });

  it('Filled: every field is filled in', () => {
    render(<Filled />);
    expect(screen.getByRole('textbox', { name: /^الموضوع/ })).toHaveValue('استفسار');
    expect(screen.getByRole('textbox', { name: /^الرسالة/ })).toHaveValue('متى يصل طلبي؟');
  });

  it('Sending: the button shows the form is on its way', async () => {
    const canvas = await runStory(Sending);
    expect(await canvas.findByRole('button', { name: /إرسال/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('Sent: the store accepts the message and the form says so', async () => {
    const canvas = await runStory(Sent);
    expect(
      await canvas.findByText('تم إرسال رسالتك، وسنتواصل معك قريبًا.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(Sent.args.onSent).toHaveBeenCalledTimes(1);
  });

  it("Refused: the store's message shows and the fields keep what was typed", async () => {
    const canvas = await runStory(Refused);
    expect(await canvas.findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent(
      'تعذر إرسال رسالتك الآن، حاول لاحقًا',
    );
    expect(canvas.getByRole('textbox', { name: /^الموضوع/ })).toHaveValue('استفسار');
  });

  it('Refused in English: the store answers in the language of the page', async () => {
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Refused.run({ canvasElement, globals: { locale: 'en' } });
    expect(
      await within(canvasElement).findByRole('alert', undefined, { timeout: 3000 }),
    ).toHaveTextContent('We could not send your message now; please try later');
  });

  it('Offline: the form says the connection failed', async () => {
    const canvas = await runStory(Offline);
    expect(await canvas.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});
