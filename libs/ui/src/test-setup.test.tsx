import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settleUserEvents } from '../../../tools/vitest/user-events.ts';

// The shared test set-up (tools/vitest/setup.ts) waits, after each test, for the typing the test
// started: a test that timed out mid-word must not type into the next test's fields.
describe('the test set-up', () => {
  it('knows when typing a test started, and did not wait for, has finished', async () => {
    render(<input aria-label="Note" />);
    const field = screen.getByLabelText('Note');
    void userEvent.type(field, 'Late delivery', { delay: 5 });
    expect(field).not.toHaveValue('Late delivery');
    await settleUserEvents();
    expect(field).toHaveValue('Late delivery');
  });

  it('tracks the interactions of a set-up instance too', async () => {
    const user = userEvent.setup({ delay: 5 });
    render(<textarea aria-label="Message" />);
    const field = screen.getByLabelText('Message');
    void user.type(field, 'Broken box');
    await settleUserEvents();
    expect(field).toHaveValue('Broken box');
  });
});
