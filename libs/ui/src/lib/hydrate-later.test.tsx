import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../testing.js';
import { HydrateLater } from './hydrate-later.js';
import * as stories from './hydrate-later.stories.js';

/** Notes when it has come alive (its effect ran). */
function Live({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <li>{name}</li>;
}

function Page({ log }: { log: string[] }) {
  useEffect(() => {
    log.push('page');
  }, [log]);
  return (
    <main>
      <h1>Offers</h1>
      <ul>
        <HydrateLater>
          <Live name="card 1" log={log} />
          <Live name="card 2" log={log} />
        </HydrateLater>
      </ul>
    </main>
  );
}

describe('HydrateLater', () => {
  it.each(Object.entries(composeStories(stories)))(
    'draws its children as they are, without axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      await assertNoAxeViolations(container);
    },
  );

  it('shows what the server drew at once, and brings it alive after the page around it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    expect(container.querySelectorAll('li')).toHaveLength(2);

    const log: string[] = [];
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(container, <Page log={log} />, { onRecoverableError });
    await waitFor(() => expect(log).toHaveLength(3));
    // The page was live before its cards: they hydrated on their own, after it.
    expect(log).toEqual(['page', 'card 1', 'card 2']);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(onRecoverableError).not.toHaveBeenCalled();
    root.unmount();
    container.remove();
  });
});
