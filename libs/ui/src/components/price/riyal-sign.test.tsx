import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { TextField } from '../text-field/text-field.js';
import { RiyalSign } from './riyal-sign.js';
import * as stories from './riyal-sign.stories.js';

describe('RiyalSign', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the riyal sign beside a field, and leaves the field its own name', () => {
    render(<TextField label="Minimum price" endAdornment={<RiyalSign />} />);
    expect(screen.getByText('\u20C1')).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Minimum price');
  });

  it('names the sign when given a name', () => {
    render(<RiyalSign label="Saudi riyals" />);
    expect(screen.getByRole('img', { name: 'Saudi riyals' })).toHaveTextContent('\u20C1');
  });
});
