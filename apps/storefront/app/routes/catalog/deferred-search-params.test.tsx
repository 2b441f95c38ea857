import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDeferredSearchParams } from './deferred-search-params.js';

function Filters() {
  const { searchParams, askedSearchParams, setSearchParams } = useDeferredSearchParams();
  const location = useLocation();
  const shown = askedSearchParams ?? searchParams;
  return (
    <>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={shown.get('discounted') === '1'}
          onChange={(event) => {
            const next = new URLSearchParams(searchParams);
            if (event.target.checked) next.set('discounted', '1');
            else next.delete('discounted');
            setSearchParams(next);
          }}
        />
        Discounted only
      </label>
      <output aria-label="address">{location.search || '(none)'}</output>
    </>
  );
}

const Stub = createRoutesStub([{ path: '/categories/1', Component: Filters }]);

describe('useDeferredSearchParams', () => {
  it('shows the switch turned on in the press’s own frame, and changes the address after it', async () => {
    render(<Stub initialEntries={['/categories/1?sort=price']} />);
    const toggle = await screen.findByRole('switch', { name: 'Discounted only' });
    act(() => {
      fireEvent.click(toggle);
    });
    // Drawn at once; the router has not been asked yet.
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?sort=price$/);
    expect(
      await screen.findByText('?sort=price&discounted=1', { selector: 'output' }),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('keeps the last of two quick presses', async () => {
    render(<Stub initialEntries={['/categories/1']} />);
    const toggle = await screen.findByRole('switch', { name: 'Discounted only' });
    act(() => {
      fireEvent.click(toggle);
      fireEvent.click(toggle);
    });
    expect(toggle).not.toBeChecked();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('(none)');
    expect(toggle).not.toBeChecked();
  });
});
