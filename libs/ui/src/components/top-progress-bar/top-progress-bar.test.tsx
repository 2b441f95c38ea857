import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { TopProgressBar } from './top-progress-bar.js';
import * as stories from './top-progress-bar.stories.js';

const progressOf = (bar: HTMLElement) =>
  Number(bar.style.getPropertyValue('--mj-top-progress-bar-value'));

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      act(() => vi.advanceTimersByTime(2000));
      await assertNoAxeViolations(container);
    },
  );

  it('appears only once a navigation has lasted 150 ms', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive={false} />
      </TestI18nProvider>,
    );
    rerender(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toHaveAttribute(
      'data-state',
      'loading',
    );
  });

  it('never flashes for a fast navigation', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(80));
    rerender(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive={false} />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('creeps forward while the navigation lasts, without reaching the end', () => {
    render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar');
    const early = progressOf(bar);
    act(() => vi.advanceTimersByTime(3000));
    const later = progressOf(bar);
    expect(later).toBeGreaterThan(early);
    act(() => vi.advanceTimersByTime(60_000));
    expect(progressOf(bar)).toBeLessThan(1);
  });

  it('completes and fades away when the navigation ends', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    rerender(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive={false} />
      </TestI18nProvider>,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-state', 'complete');
    expect(progressOf(bar)).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts again for the next navigation', () => {
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    rerender(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive={false} />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(600));
    rerender(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(progressOf(bar)).toBeLessThan(0.5);
  });

  it('waits for the delay it is given', () => {
    render(
      <TestI18nProvider locale="en">
        <TopProgressBar isActive delay={1000} />
      </TestI18nProvider>,
    );
    act(() => vi.advanceTimersByTime(800));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
