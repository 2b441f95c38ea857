import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
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

  it('reserves the 16:7 size of every banner', () => {
    render(
      <TestI18nProvider locale="en">
        <BannerStrip banners={bannersFixture} />
      </TestI18nProvider>,
    );
    for (const banner of bannersFixture) {
      const image = screen.getByRole('img', { name: banner.title });
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '350');
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
});
