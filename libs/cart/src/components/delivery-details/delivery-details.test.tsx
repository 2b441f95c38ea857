import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryDetails, type DeliveryDetailsProps } from './delivery-details.js';
import * as stories from './delivery-details.stories.js';

const home = { id: 4, name: 'Home', address: '12 Olaya St, Riyadh', lat: null, lng: null };

function renderDetails(props: Partial<DeliveryDetailsProps> = {}) {
  const handlers = {
    onHasRecipientChange: vi.fn(),
    onRecipientNameChange: vi.fn(),
    onRecipientPhoneChange: vi.fn(),
    onFeedbackChange: vi.fn(),
  };
  render(
    <TestI18nProvider locale="en">
      <DeliveryDetails
        location={home}
        changeHref="/cart/change-location"
        hasRecipient={false}
        recipientName=""
        recipientPhone=""
        feedback=""
        {...handlers}
        {...props}
      />
    </TestI18nProvider>,
  );
  return handlers;
}

describe('DeliveryDetails', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the chosen address with a way to change it', () => {
    renderDetails();
    expect(screen.getByText('12 Olaya St, Riyadh')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change the delivery address' })).toHaveAttribute(
      'href',
      '/cart/change-location',
    );
  });

  it('asks for an address when none is chosen, with the error read by the address', () => {
    renderDetails({ location: null, locationError: 'Please select a location' });
    expect(screen.getByRole('link', { name: 'Choose a delivery address' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a location');
  });

  it("asks for the recipient's name and phone only when someone else receives the order", async () => {
    const handlers = renderDetails();
    expect(screen.queryByRole('textbox', { name: /Recipient's name/ })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Someone else receives the order' }),
    );
    expect(handlers.onHasRecipientChange).toHaveBeenCalledWith(true);
  });

  it("passes the recipient's phone on as national digits, Arabic-Indic digits included", async () => {
    const handlers = renderDetails({
      hasRecipient: true,
      recipientErrors: { name: 'Please enter your name' },
    });
    expect(screen.getByRole('textbox', { name: /Recipient's name/ })).toHaveAccessibleDescription(
      'Please enter your name',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient's phone/ }), '٥');
    expect(handlers.onRecipientPhoneChange).toHaveBeenLastCalledWith('5');
  });

  it('passes the note on as it is typed', async () => {
    const handlers = renderDetails();
    await userEvent.type(screen.getByRole('textbox', { name: /Note for the order/ }), 'G');
    expect(handlers.onFeedbackChange).toHaveBeenLastCalledWith('G');
  });
});
