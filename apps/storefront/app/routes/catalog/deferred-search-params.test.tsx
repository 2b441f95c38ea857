import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredSearchParams } from './deferred-search-params.js';

/** Every query the page's address has shown, in order. */
const addresses: string[] = [];

function Filters() {
  const { searchParams, askedSearchParams, setSearchParams } = useDeferredSearchParams();
  const location = useLocation();
  useEffect(() => {
    addresses.push(location.search);
  }, [location.search]);
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
  afterEach(() => vi.useRealTimers());

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
    addresses.length = 0;
    render(<Stub initialEntries={['/categories/1']} />);
    const toggle = await screen.findByRole('switch', { name: 'Discounted only' });
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    act(() => {
      fireEvent.click(toggle);
      fireEvent.click(toggle);
    });
    expect(toggle).not.toBeChecked();
    // Past the frame and the 100 ms fallback: whatever was to be sent has been sent.
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('(none)');
    // The first press was never sent: the address did not show it even for a moment.
    expect(addresses).not.toContain('?discounted=1');
    expect(toggle).not.toBeChecked();
  });
});
