import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { bannersFixture } from '../fixtures.js';
import { BannerStrip } from './banner-strip.js';
import * as stories from './banner-strip.stories.js';

describe('BannerStrip', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links each banner to its product, category or provider', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'خصومات اليوم الوطني حتى ٤٠٪ على البقالة' }),
    ).toHaveAttribute('href', '/categories/1');
    expect(
      screen.getByRole('link', { name: 'وصل حديثًا: قهوة مختصة من محمصة الديرة' }),
    ).toHaveAttribute('href', '/products/101');
    expect(screen.getByRole('link', { name: 'تشكيلة بيت العود الجديدة' })).toHaveAttribute(
      'href',
      '/providers/3',
    );
  });

  it('shows a banner that links nowhere as a picture, not a link', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('img', { name: 'توصيل مجاني للطلبات فوق ٢٠٠ ريال' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'توصيل مجاني للطلبات فوق ٢٠٠ ريال' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('fetches the first banner first and loads the others lazily', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    const [first, ...others] = bannersFixture.map((banner) =>
      screen.getByRole('img', { name: banner.title }),
    );
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(others).toHaveLength(3);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('reserves the 3:1 size of every banner', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    for (const banner of bannersFixture) {
      const image = screen.getByRole('img', { name: banner.title });
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '400');
    }
  });

  it('says there are no offers when there are no banners', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={[]} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'No offers to show right now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
  it('leaves the banners out of sight to the side to be drawn once the app has started', async () => {
    const strip = (
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>
    );
    // The server's page: the first two banners are drawn, the others wait.
    const container = document.createElement('div');
    container.innerHTML = renderToString(strip);
    document.body.append(container);
    const deferred = () =>
      [...container.querySelectorAll('li')].map((item) => item.hasAttribute('data-deferred'));
    expect(deferred()).toEqual(bannersFixture.map((_banner, index) => index >= 2));
    // Once hydrated, every banner is drawn, without a mismatch.
    const onRecoverableError = vi.fn();
    render(strip, { container, hydrate: true, onRecoverableError });
    await vi.waitFor(() => expect(deferred().some(Boolean)).toBe(false));
    expect(deferred()).toHaveLength(bannersFixture.length);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('is a carousel whose slides say where they are: "1 of 4"', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    const carousel = screen.getByRole('group', { name: 'Featured offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = screen.getByRole('group', { name: '2 of 4' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('group', { name: '1 of 4' })).toHaveAttribute('data-state', 'shown');
  });

  it('shows which banner is in view as the customer swipes the row', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    const slides = bannersFixture.map((_banner, index) =>
      screen.getByRole('group', { name: `${String(index + 1)} of 4` }),
    );
    const row = slides[0]?.parentElement?.parentElement as HTMLElement;
    // The row, 300 px wide, scrolled so that the third banner (280 px, 8 px apart) is at its start.
    placeBoxes(row, slides, 2 * 288);
    fireEvent.scroll(row);
    expect(slides.map((slide) => slide.getAttribute('data-state'))).toEqual([
      'aside',
      'aside',
      'shown',
      'aside',
    ]);
  });

  it('moves to the next and the previous banner with its buttons', async () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    const slides = bannersFixture.map((_banner, index) =>
      screen.getByRole('group', { name: `${String(index + 1)} of 4` }),
    );
    const row = slides[0]?.parentElement?.parentElement as HTMLElement;
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;
    placeBoxes(row, slides, 0);
    const previous = screen.getByRole('button', { name: 'Previous banner' });
    const next = screen.getByRole('button', { name: 'Next banner' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 288 });
    expect(slides[1]).toHaveAttribute('data-state', 'shown');
    expect(previous).not.toHaveAttribute('aria-disabled');

    placeBoxes(row, slides, 288);
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -288 });
    expect(slides[0]).toHaveAttribute('data-state', 'shown');
  });

  it('has no buttons to move along a single banner', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture.slice(0, 1)} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

/** Lays the row out as a browser would, left to right, scrolled by `scrolled` pixels. */
function placeBoxes(row: HTMLElement, slides: HTMLElement[], scrolled: number) {
  const box = (left: number, width: number) => () =>
    DOMRect.fromRect({ x: left, y: 0, width, height: 100 });
  row.getBoundingClientRect = box(0, 300);
  slides.forEach((slide, index) => {
    const item = slide.parentElement as HTMLElement;
    item.getBoundingClientRect = box(index * 288 - scrolled, 280);
  });
}
