import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderWith(html: string) {
  // Fresh modules: the policy is created once per page, so each test loads its own page's worth.
  const { SanitizedHtml } = await import('./sanitized-html.js');
  const { ContentTestProviders } = await import('../info-page/story-providers.js');
  return render(
    <ContentTestProviders locale="en">
      <SanitizedHtml data-testid="content" html={html} />
    </ContentTestProviders>,
  );
}

describe('SanitizedHtml', () => {
  it('inserts the store’s HTML without anything that runs', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await renderWith(
      '<p onclick="alert(1)">Hello<script>alert(2)</script><img src="x" onerror="alert(3)"></p>',
    );
    const content = screen.getByTestId('content');
    expect(content).toHaveTextContent('Hello');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick], [onerror]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes through the matjar-html Trusted Types policy where the browser has one', async () => {
    const createHTML = vi.fn((input: string) => input);
    const createPolicy = vi.fn((_name: string, rules: { createHTML(input: string): string }) => ({
      createHTML: (input: string) => {
        createHTML(input);
        return rules.createHTML(input);
      },
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });

    await renderWith('<p>Policy<script>alert(1)</script></p>');

    // DOMPurify makes its own policy too; ours is made once.
    expect(createPolicy.mock.calls.filter(([name]) => name === 'matjar-html')).toHaveLength(1);
    // The policy receives the sanitizer's output only.
    expect(createHTML).toHaveBeenCalledWith('<p>Policy</p>');
    expect(screen.getByTestId('content')).toHaveTextContent('Policy');
  });

  it('still shows the content when the policy cannot be created', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "matjar-html" disallowed.');
      },
    });
    await renderWith('<p>Still here</p>');
    expect(screen.getByTestId('content')).toHaveTextContent('Still here');
  });
});
