import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ComplaintDetails, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { pendingSuggestionFixture } from '../account-fixtures.js';
import {
  BASE,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../screen-test-setup.js';
import { NewComplaintScreen } from './new-complaint-screen.js';
import * as stories from './new-complaint-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadToasts] });

// Radix's radio group (the type) measures its hidden input with ResizeObserver, which jsdom lacks.
stubResizeObserver();

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen() {
  const onSent = vi.fn<(complaint: ComplaintDetails) => void>();
  renderInSession(<NewComplaintScreen onSent={onSent} />, { withToasts: true });
  return { onSent };
}

async function fillIn() {
  await userEvent.click(screen.getByRole('radio', { name: 'Suggestion' }));
  await userEvent.type(screen.getByLabelText(/^Subject/), 'Evening delivery slots');
  await userEvent.type(
    screen.getByRole('textbox', { name: /^Message/ }),
    'Please add delivery slots after 10 pm.',
  );
}

describe('NewComplaintScreen', () => {
  it('sends the suggestion, says it was sent and gives it to the app', async () => {
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.complaints.create, async ({ request }) => {
        sent.push(await request.formData());
        return success(pendingSuggestionFixture);
      }),
    );
    const { onSent } = renderScreen();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findAllByText('Sent. We will answer you here.'))[0]).toBeVisible();
    expect(onSent).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: pendingSuggestionFixture.id }),
    );
    expect(sent[0]?.get('type')).toBe('suggestion');
    expect(sent[0]?.get('title')).toBe('Evening delivery slots');
  });

  it("shows the store's refusal and keeps what was typed", async () => {
    server.use(
      answerCall(BASE, calls.complaints.create, refusal('At most three complaints a day')),
    );
    const { onSent } = renderScreen();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('At most three complaints a day')).toBeVisible();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Evening delivery slots');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('NewComplaintScreen while the store has not answered', () => {
  it('shows the complaint on its way and sends it once', async () => {
    let sent = 0;
    server.use(
      answerCall(BASE, calls.complaints.create, () => {
        sent += 1;
        return new Promise<never>(() => undefined);
      }),
    );
    renderScreen();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: /Send/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(sent).toBe(1);
  });
});

describe('NewComplaintScreen stories', () => {
  const { NewComplaint, English } = composeStories(stories);

  it('NewComplaint: the form, in Arabic', async () => {
    const { container } = render(<NewComplaint />);
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the form, in English', async () => {
    const { container } = render(<English />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
