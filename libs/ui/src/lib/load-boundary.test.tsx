import { render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './load-boundary.js';

describe('LoadBoundary', () => {
  it('shows its fallback, and leaves the rest of the page, when a part’s code cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <h1>Dates</h1>
        <LoadBoundary fallback={<p>Unavailable</p>}>
          <Suspense fallback={null}>
            <Missing />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dates' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows its part when the code loads', async () => {
    const Present = lazy(async () => ({ default: () => <p>Panel</p> }));
    render(
      <LoadBoundary fallback={<p>Unavailable</p>}>
        <Suspense fallback={null}>
          <Present />
        </Suspense>
      </LoadBoundary>,
    );
    expect(await screen.findByText('Panel')).toBeInTheDocument();
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
  });
});
