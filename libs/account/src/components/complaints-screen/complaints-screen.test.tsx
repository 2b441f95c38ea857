import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { complaintsFixture } from '../account-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { ComplaintsScreen, type ComplaintsScreenProps } from './complaints-screen.js';
import * as stories from './complaints-screen.stories.js';

const server = setUpStoreServer();

/** The store's list: the page asked for, of three. */
function answeringComplaints() {
  server.use(
    answerCall(BASE, calls.complaints.list, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return success({
        data: complaintsFixture,
        pagination: { total: 25, per_page: 10, current_page: page, last_page: 3 },
      });
    }),
  );
}

/** The screen in English, in a signed-in customer's session. */
function renderScreen(props: Partial<ComplaintsScreenProps> = {}) {
  renderInSession(<ComplaintsScreen page={1} hrefFor={(id) => `/complaints/${id}`} {...props} />);
}

describe('ComplaintsScreen', () => {
  it('lists the complaints, each leading to its page, with the pages under them', async () => {
    answeringComplaints();
    renderScreen();
    const first = complaintsFixture[0]!;
    expect(await screen.findByRole('link', { name: new RegExp(first.title) })).toHaveAttribute(
      'href',
      `/complaints/${first.id}`,
    );
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
  });

  it('shows the page it is given', async () => {
    answeringComplaints();
    renderScreen({ page: 2 });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?');
    expect(within(pages).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('says when nothing has been sent yet', async () => {
    server.use(
      answerCall(
        BASE,
        calls.complaints.list,
        success({
          data: [],
          pagination: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
        }),
      ),
    );
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: 'You have no complaints or suggestions' }),
    ).toBeVisible();
  });

  it('offers to try again when the store fails to give the list', async () => {
    let failures = 1;
    server.use(
      answerCall(BASE, calls.complaints.list, () =>
        failures-- > 0
          ? refusal('Server error', 'exception')
          : success({
              data: complaintsFixture,
              pagination: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
            }),
      ),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: new RegExp(complaintsFixture[0]!.title) }),
    ).toBeVisible();
  });
});

describe('ComplaintsScreen stories', () => {
  const { Complaints, English, Empty, Loading, StoreDown } = composeStories(stories);

  it('Complaints: the list and its pages, in Arabic', async () => {
    const { container } = render(<Complaints />);
    expect(
      await screen.findByRole('link', { name: new RegExp(complaintsFixture[0]!.title) }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the list, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findAllByText('Complaint')).not.toHaveLength(0);
    await assertNoAxeViolations(container);
  });

  it('Empty: says nothing has been sent', async () => {
    const { container } = render(<Empty />);
    expect(
      await screen.findByRole('heading', { name: 'لا توجد لديك شكاوى أو اقتراحات' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Loading: neither the list nor an error while it is on its way', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
