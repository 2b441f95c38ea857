import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { answeredComplaintFixture } from '../account-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { ComplaintScreen } from './complaint-screen.js';
import * as stories from './complaint-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session, under a trail that says its end. */
function renderScreen(id: number) {
  renderInSession(
    <ComplaintScreen
      id={id}
      listHref="/complaints"
      renderTrail={(number) => <p>Trail ends at {number ?? 'the list'}</p>}
    />,
  );
}

describe('ComplaintScreen', () => {
  it('shows the complaint under its title, and its number at the end of the trail', async () => {
    server.use(answerCall(BASE, calls.complaints.details, success(answeredComplaintFixture)));
    renderScreen(answeredComplaintFixture.id);
    expect(screen.getByText('Trail ends at the list')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: answeredComplaintFixture.title }),
    ).toBeVisible();
    expect(screen.getByText('Trail ends at C-1003')).toBeVisible();
    expect(screen.getByText(answeredComplaintFixture.message)).toBeVisible();
  });

  it('says a complaint the store does not know is not found, with the way back', async () => {
    server.use(answerCall(BASE, calls.complaints.details, refusal('Complaint not found')));
    renderScreen(999);
    expect(
      await screen.findByRole('heading', {
        name: 'We could not find this complaint or suggestion',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Back to complaints and suggestions' }),
    ).toHaveAttribute('href', '/complaints');
  });

  it.each([0, -3, 1.5, Number.NaN])('does not ask the store for complaint %s', async (id) => {
    // No answer is set: a request would fail the test.
    renderScreen(id);
    expect(
      screen.getByRole('heading', { name: 'We could not find this complaint or suggestion' }),
    ).toBeVisible();
    expect(screen.getByText('Trail ends at the list')).toBeVisible();
  });

  it('offers to try again when the store fails to answer', async () => {
    let failures = 1;
    server.use(
      answerCall(BASE, calls.complaints.details, () =>
        failures-- > 0 ? refusal('Server error', 'exception') : success(answeredComplaintFixture),
      ),
    );
    renderScreen(answeredComplaintFixture.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: answeredComplaintFixture.title }),
    ).toBeVisible();
  });
});

describe('ComplaintScreen stories', () => {
  const { Answered, English, Waiting, NotFound, Loading, StoreDown } = composeStories(stories);

  it('Answered: the complaint and the store’s answer, in Arabic', async () => {
    const { container } = render(<Answered />);
    expect(
      await screen.findByRole('heading', { level: 1, name: answeredComplaintFixture.title }),
    ).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'أنت هنا' });
    expect(within(trail).getByText('C-1003')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the complaint, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('heading', { name: 'The store’s answer' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Waiting: says the answer is awaited', async () => {
    const { container } = render(<Waiting />);
    expect(
      await screen.findByText('بانتظار رد المتجر، وسنرد عليك في أقرب وقت ممكن.'),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NotFound: not found, with the way back', async () => {
    const { container } = render(<NotFound />);
    expect(
      await screen.findByRole('link', { name: 'العودة إلى الشكاوى والاقتراحات' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Loading: the trail, and neither the complaint nor an error', async () => {
    const { container } = render(<Loading />);
    expect(screen.getByRole('navigation', { name: 'أنت هنا' })).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
