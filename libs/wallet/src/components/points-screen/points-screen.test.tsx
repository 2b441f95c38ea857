import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { pointsFixture, pointsRateFixture } from '../wallet-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { PointsScreen } from './points-screen.js';
import * as stories from './points-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadToasts] });

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen() {
  renderInSession(<PointsScreen />, { withToasts: true });
}

const card = () => screen.findByRole('region', { name: 'Rewards points' });

describe('PointsScreen', () => {
  it('shows the points, their worth and the rate', async () => {
    server.use(
      answerCall(BASE, calls.points.balance, success(pointsFixture)),
      answerCall(BASE, calls.points.rate, success(pointsRateFixture)),
    );
    renderScreen();
    const region = await card();
    expect(region).toHaveTextContent('1,250 points');
    expect(region).toHaveTextContent('Worth 125.00 Saudi riyals');
    expect(region).toHaveTextContent('100 points = 10.00 Saudi riyals');
  });

  it('converts the typed points and says how much credit they added', async () => {
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.points.balance, success(pointsFixture)),
      answerCall(BASE, calls.points.rate, success(pointsRateFixture)),
      answerCall(BASE, calls.points.convert, async ({ request }) => {
        sent.push(await request.formData());
        return success({ converted_points: 300, value: 30, points: 950, wallet_balance: 380.75 });
      }),
    );
    renderScreen();
    await userEvent.type(
      within(await card()).getByRole('textbox', { name: /Points to convert/ }),
      '300',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Convert(?! all)/ }));
    expect(
      (await screen.findAllByText('30.00 Saudi riyals added to your wallet'))[0],
    ).toBeVisible();
    expect(sent[0]?.get('points')).toBe('300');
  });

  it("shows the store's refusal on the card and keeps the typed points", async () => {
    server.use(
      answerCall(BASE, calls.points.balance, success(pointsFixture)),
      answerCall(BASE, calls.points.rate, success(pointsRateFixture)),
      answerCall(BASE, calls.points.convert, refusal('Conversions are paused today')),
    );
    renderScreen();
    const field = within(await card()).getByRole('textbox', { name: /Points to convert/ });
    await userEvent.type(field, '300');
    await userEvent.click(screen.getByRole('button', { name: /^Convert(?! all)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversions are paused today');
    expect(field).toHaveValue('300');
  });

  it('offers to try again when the store fails to give the rate, and asks for both again', async () => {
    let rateFailures = 1;
    server.use(
      answerCall(BASE, calls.points.balance, success(pointsFixture)),
      answerCall(BASE, calls.points.rate, () =>
        rateFailures-- > 0 ? refusal('Server error', 'exception') : success(pointsRateFixture),
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await card()).toHaveTextContent('100 points = 10.00 Saudi riyals');
  });
});

describe('PointsScreen stories', () => {
  const { Points, English, ConversionRefused, Loading, StoreDown } = composeStories(stories);

  it('Points: the card, in Arabic', async () => {
    const { container } = render(<Points />);
    expect(await screen.findByRole('heading', { name: 'نقاط المكافآت' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the card, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('heading', { name: 'Rewards points' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('ConversionRefused: "Convert all" is refused and the card says so', async () => {
    render(<ConversionRefused />);
    await userEvent.click(await screen.findByRole('button', { name: 'تحويل الكل' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'لا يمكن تحويل النقاط الآن، حاول لاحقًا',
    );
  });

  it('Loading: neither the card nor an error while the points are on their way', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('heading', { name: 'نقاط المكافآت' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
