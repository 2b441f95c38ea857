import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { ResultLayout } from './result-layout.js';
import * as stories from './result-layout.stories.js';

describe('ResultLayout', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names its region by its title, a focusable first-level heading under the mark', () => {
    const { container } = render(
      <ResultLayout tone="success" title="Request sent" actions={<a href="/profile">Back</a>}>
        <p>We will call you.</p>
      </ResultLayout>,
    );
    const region = screen.getByRole('region', { name: 'Request sent' });
    const title = screen.getByRole('heading', { level: 1, name: 'Request sent' });
    expect(title).toHaveAttribute('tabindex', '-1');
    title.focus();
    expect(title).toHaveFocus();
    const mark = container.querySelector('.mj-result-mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.compareDocumentPosition(title)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(region).toHaveTextContent('We will call you.');
    expect(screen.getByRole('link', { name: 'Back' }).parentElement).toHaveClass(
      'mj-result__actions',
    );
  });

  it('draws a check mark for a success and an exclamation mark for a warning', () => {
    const { container, rerender } = render(<ResultLayout tone="success" title="Done" />);
    const mark = () => container.querySelector('.mj-result-mark');
    expect(mark()).toHaveAttribute('data-tone', 'success');
    expect(mark()?.querySelector('path')?.getAttribute('d')).toMatch(/^M5 12\.5/);
    expect(container.querySelector('.mj-result__actions')).toBeNull();
    rerender(<ResultLayout tone="warning" title="Not paid" />);
    expect(mark()).toHaveAttribute('data-tone', 'warning');
    expect(mark()?.querySelector('path')?.getAttribute('d')).toBe('M12 6v8');
    expect(mark()?.querySelector('circle')).not.toBeNull();
  });
});
