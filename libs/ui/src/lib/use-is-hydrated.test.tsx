import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useIsHydrated } from './use-is-hydrated.js';

function Probe({ seen }: { seen?: boolean[] }) {
  const isHydrated = useIsHydrated();
  seen?.push(isHydrated);
  return <p>{isHydrated ? 'in the browser' : 'as the server sent it'}</p>;
}

describe('useIsHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('as the server sent it');
  });

  it('is true in a component first rendered in the browser', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
    expect(seen).not.toContain(false);
  });

  it('hydrates the server’s HTML as sent, then renders as in the browser, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError });
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('in the browser');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
