import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { FormAlert } from './form-alert.js';
import * as stories from './form-alert.stories.js';

const { ServerMessage, English, OfflineFailureMessage } = composeStories(stories);

describe('FormAlert', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it("announces the store's message as it came", () => {
    render(<ServerMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent('رقم الجوال أو كلمة المرور غير صحيحة');
  });

  it('announces it in English too', () => {
    render(<English />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The phone number or the password is incorrect.',
    );
  });

  it('says in Arabic that the store could not be reached when there is no store message', () => {
    render(<OfflineFailureMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent('حدث خطأ أثناء الاتصال بالخادم.');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FormAlert message={undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
