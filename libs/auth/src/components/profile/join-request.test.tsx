import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { DelegateRequestForm, ProviderRequestForm } from './join-request-forms.js';
import { JoinRequestSent } from './join-request-sent.js';
import * as stories from './join-request.stories.js';
import {
  ProfileTestProviders,
  TEST_API_URL,
  testCategories,
  testCities,
} from './profile-test-providers.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function renderProvider() {
  const onSent = vi.fn();
  render(
    <ProfileTestProviders locale="en">
      <ProviderRequestForm cities={testCities} categories={testCategories} onSent={onSent} />
    </ProfileTestProviders>,
  );
  return { onSent };
}

describe('join requests', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('asks for the city, category, subcategory and brand of a provider', async () => {
    renderProvider();
    await userEvent.type(screen.getByLabelText(/Store name/), 'Dates House');
    await userEvent.type(screen.getByLabelText(/Owner name/), 'Sara');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Please choose a city')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subcategory')).toBeInTheDocument();
    expect(screen.getByText('Please choose a brand')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveFocus();
  });

  it('offers the subcategories of the chosen category and sends the request', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}provider-requests`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          key: 'success',
          msg: 'sent',
          data: { number: 'JR-1042', status: 'pending' },
        });
      }),
    );
    const { onSent } = renderProvider();
    await userEvent.type(screen.getByLabelText(/Store name/), 'Dates House');
    await userEvent.type(screen.getByLabelText(/Owner name/), 'Sara');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '551234567');
    await userEvent.selectOptions(screen.getByLabelText(/^City/), 'جدة');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'الإلكترونيات');
    const subcategory = screen.getByLabelText(/^Subcategory/);
    expect(screen.getAllByRole('option', { name: 'الجوالات' })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'الألبان' })).not.toBeInTheDocument();
    await userEvent.selectOptions(subcategory, 'الجوالات');
    await userEvent.type(screen.getByLabelText(/^Brand/), 'Nakheel');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await vi.waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ number: 'JR-1042', status: 'pending' }),
    );
    expect(sent?.get('category_id')).toBe('4');
    expect(sent?.get('subcategory_id')).toBe('41');
    expect(sent?.get('city_id')).toBe('2');
  });

  it('asks a delegate for a name, a phone and a city', async () => {
    render(
      <ProfileTestProviders locale="en">
        <DelegateRequestForm cities={testCities} />
      </ProfileTestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please choose a city')).toBeInTheDocument();
  });

  it('shows the request number isolated on the confirmation', () => {
    render(
      <ProfileTestProviders locale="en">
        <JoinRequestSent number="JR-1042" />
      </ProfileTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByText('JR-1042').tagName).toBe('BDI');
  });

  it('draws a check mark above the title, hidden from assistive technology', () => {
    const { container } = render(
      <ProfileTestProviders locale="en">
        <JoinRequestSent number="JR-1042" />
      </ProfileTestProviders>,
    );
    const mark = container.querySelector('.mj-result-mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M5 12\.5/);
    // Above the title, and the way back to the account drawn as a button.
    const title = screen.getByRole('heading', { name: 'Request sent' });
    expect(mark?.compareDocumentPosition(title) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('link', { name: /account/i })).toHaveClass('mj-button');
  });
});
