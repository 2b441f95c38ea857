import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../screen-test-setup.js';
import * as stories from './deliver-to-connected.stories.js';

const {
  ChosenLocation,
  English,
  Visitor,
  Loading,
  NoLocation,
  PhoneNotActivated,
  StoreDown,
  ChangeRefused,
} = composeStories(stories);

// Radix's radio group measures its hidden form input with ResizeObserver, which jsdom lacks.
stubResizeObserver();

const found = { timeout: 3000 };

describe('DeliverTo (connected) stories', () => {
  it('ChosenLocation: shows the default address, then the one chosen in the dialog', async () => {
    render(<ChosenLocation />);
    expect(screen.getByText('جارٍ تحميل موقع التوصيل')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'التوصيل إلى: المنزل' }, found),
    );
    const dialog = await screen.findByRole('dialog', { name: 'إلى أين نوصل طلبك؟' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /العمل/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'التوصيل إلى هذا العنوان' }));
    expect(
      await screen.findByRole('button', { name: 'التوصيل إلى: العمل' }, found),
    ).toBeInTheDocument();
  });

  it('English: the chosen location in English', async () => {
    render(<English />);
    expect(
      await screen.findByRole('button', { name: 'Deliver to: Home' }, found),
    ).toBeInTheDocument();
  });

  it('Visitor: offers to sign in and come back', () => {
    render(<Visitor />);
    expect(screen.getByRole('link', { name: 'اختر موقع التوصيل — سجّل الدخول' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcart',
    );
  });

  it('Loading: holds the place while the store has not answered', async () => {
    render(<Loading />);
    // The chip says it is loading once a moment has passed without an answer (no flash before).
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'جارٍ تحميل موقع التوصيل',
    );
  });

  it.each([
    ['NoLocation', NoLocation],
    ['PhoneNotActivated', PhoneNotActivated],
    ['StoreDown', StoreDown],
  ])('%s: leads to the addresses page', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('link', { name: 'اختر موقع التوصيل' }, found)).toHaveAttribute(
      'href',
      '/myAddresses',
    );
  });

  it('ChangeRefused: the dialog stays open and says the choice was not saved', async () => {
    render(<ChangeRefused />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'التوصيل إلى: المنزل' }, found),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /العمل/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'التوصيل إلى هذا العنوان' }));
    expect(
      await within(dialog).findByText(
        'تعذّر تغيير موقع التوصيل. يرجى المحاولة مرة أخرى.',
        undefined,
        found,
      ),
    ).toBeInTheDocument();
  });
});
