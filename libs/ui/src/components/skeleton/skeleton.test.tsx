import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Skeleton, SkeletonGroup } from './skeleton.js';
import * as stories from './skeleton.stories.js';

describe('Skeleton', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('tells assistive technology once that the region is loading', () => {
    render(
      <TestI18nProvider locale="en">
        <SkeletonGroup>
          <Skeleton shape="rect" aspectRatio={1} />
          <Skeleton lines={3} />
          <Skeleton shape="circle" />
        </SkeletonGroup>
      </TestI18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading…$/);
    expect(status).toHaveAttribute('data-state', 'loading');
  });

  it('says "Loading…" in Arabic to Arabic readers', () => {
    render(
      <TestI18nProvider locale="ar">
        <SkeletonGroup>
          <Skeleton />
        </SkeletonGroup>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });

  it('lets the region say what is loading', () => {
    render(
      <TestI18nProvider locale="en">
        <SkeletonGroup label="Loading reviews…">
          <Skeleton lines={2} />
        </SkeletonGroup>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
  });

  it('hides each skeleton from assistive technology', () => {
    render(
      <TestI18nProvider locale="en">
        <Skeleton data-testid="title" />
        <Skeleton data-testid="photo" shape="rect" />
        <Skeleton data-testid="avatar" shape="circle" />
      </TestI18nProvider>,
    );
    for (const id of ['title', 'photo', 'avatar']) {
      expect(screen.getByTestId(id)).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws as many text lines as asked for', () => {
    render(
      <TestI18nProvider locale="en">
        <Skeleton data-testid="description" lines={4} />
      </TestI18nProvider>,
    );
    expect(screen.getByTestId('description').children).toHaveLength(4);
  });

  it('keeps the proportions of the picture it stands for', () => {
    render(
      <TestI18nProvider locale="en">
        <Skeleton data-testid="photo" shape="rect" aspectRatio="4 / 3" inlineSize="12rem" />
        <Skeleton data-testid="avatar" shape="circle" size="4rem" />
      </TestI18nProvider>,
    );
    expect(screen.getByTestId('photo')).toHaveStyle({ aspectRatio: '4 / 3', inlineSize: '12rem' });
    expect(screen.getByTestId('avatar')).toHaveStyle({ inlineSize: '4rem', blockSize: '4rem' });
  });
});
