import { act, render, screen } from '@testing-library/react';
import { type ComponentType, type ReactNode, createContext, useContext, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OnIdleScheduler, onIdle } from './on-idle.js';

const Theme = createContext('light');

interface FooterProps {
  year: number;
}

/** A footer whose button counts presses: it answers only once its code runs. */
function Footer({ year }: FooterProps) {
  const theme = useContext(Theme);
  const [presses, setPresses] = useState(0);
  return (
    <footer data-theme={theme}>
      <a href="/faqs">FAQs</a>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Liked {presses}
      </button>
      <p>© {year}</p>
    </footer>
  );
}

/** What the server draws for the footer (the first test checks it is). */
const serverDrawing = (year: number) =>
  renderToString(
    <div data-on-idle="footer" style={{ display: 'contents' }}>
      <Footer year={year} />
    </div>,
  );

/** A scheduler run by hand, and a load resolved by hand. */
function controlled() {
  const idle: (() => void)[] = [];
  const retries: { work: () => void; attempt: number }[] = [];
  const scheduler: OnIdleScheduler = {
    whenIdle: (work) => {
      idle.push(work);
      return () => {};
    },
    whenRetry: (work, attempt) => {
      retries.push({ work, attempt });
      return () => {};
    },
    afterFrame: (work) => {
      work();
      return () => {};
    },
  };
  const loads: { resolve: (part: ComponentType<FooterProps>) => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<ComponentType<FooterProps>>((resolve, reject) => {
      loads.push({ resolve, reject: () => reject(new Error('Failed to fetch')) });
    });
  return { idle, retries, scheduler, loads, load };
}

function hydrate(children: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = serverDrawing(2026);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, children, { onRecoverableError });
  });
  return { container, onRecoverableError, root: root as ReturnType<typeof hydrateRoot> };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onIdle', () => {
  it('on the server, draws the part with the page, in a wrapper that takes no box', async () => {
    // As on the server: no window.
    vi.stubGlobal('window', undefined);
    let loads = 0;
    const LaterFooter = onIdle(
      () => {
        loads += 1;
        return Promise.resolve(Footer);
      },
      { name: 'footer' },
    );
    // The code is loaded as the module calling `onIdle` is, before any request renders.
    expect(loads).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(<LaterFooter year={2026} />);
    vi.unstubAllGlobals();

    expect(html).toBe(serverDrawing(2026));
    expect(html).toContain('href="/faqs"');
    expect(html).toContain('display:contents');
    expect(loads).toBe(1);
  });

  it("keeps the server's drawing until the page is idle, then draws the part live in its place", async () => {
    const { idle, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    const { container, onRecoverableError } = hydrate(<LaterFooter year={2026} />);

    // What the server drew reads and links as it did, and its code is not asked for yet.
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByText('© 2026')).toBeInTheDocument();
    expect(loads).toHaveLength(0);
    const wrapper = () => container.querySelector('[data-on-idle="footer"]');
    expect(wrapper()).not.toHaveAttribute('data-live');

    act(() => idle.forEach((work) => work()));
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]?.resolve(Footer));
    // Marked live, for whoever must wait until the part answers (a test of the page).
    expect(wrapper()).toHaveAttribute('data-live');

    act(() => screen.getByRole('button', { name: 'Liked 0' }).click());
    expect(screen.getByRole('button', { name: 'Liked 1' })).toBeInTheDocument();
    expect(container.querySelectorAll('footer')).toHaveLength(1);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('keeps the drawing through an update of the page around it before the code has come', async () => {
    const { idle, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    const page = (theme: string) => (
      <Theme.Provider value={theme}>
        <LaterFooter year={2026} />
      </Theme.Provider>
    );
    const { onRecoverableError, root } = hydrate(page('light'));

    act(() => root.render(page('dark')));
    // Still the server's drawing: not thrown away, not drawn again without its code.
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('link', { name: 'FAQs' })).toBeInTheDocument();

    act(() => idle.forEach((work) => work()));
    await act(async () => loads[0]?.resolve(Footer));
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('gives the focus back to the link that had it as the part comes alive', async () => {
    const { idle, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    hydrate(<LaterFooter year={2026} />);

    act(() => idle.forEach((work) => work()));
    const drawnLink = screen.getByRole('link', { name: 'FAQs' });
    drawnLink.focus();
    await act(async () => loads[0]?.resolve(Footer));

    const liveLink = screen.getByRole('link', { name: 'FAQs' });
    expect(liveLink).not.toBe(drawnLink);
    expect(liveLink).toHaveFocus();
  });

  it('keeps the drawing when the code cannot be fetched, and fetches it again when it may', async () => {
    const { idle, retries, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    hydrate(<LaterFooter year={2026} />);

    act(() => idle.forEach((work) => work()));
    await act(async () => loads[0]?.reject());
    expect(screen.getByRole('link', { name: 'FAQs' })).toBeInTheDocument();
    expect(retries).toEqual([{ work: expect.any(Function), attempt: 0 }]);

    act(() => retries[0]?.work());
    await act(async () => loads[1]?.reject());
    expect(retries[1]?.attempt).toBe(1);
    act(() => retries[1]?.work());
    await act(async () => loads[2]?.resolve(Footer));
    act(() => screen.getByRole('button', { name: 'Liked 0' }).click());
    expect(screen.getByRole('button', { name: 'Liked 1' })).toBeInTheDocument();
  });

  it('holds a press on a button of the drawing, fetches the code at once, and makes the press once it has come', async () => {
    const { scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    const outside = vi.fn();
    const { container } = hydrate(<LaterFooter year={2026} />);
    container.addEventListener('click', outside);

    act(() => screen.getByRole('button', { name: 'Liked 0' }).click());
    // Not handled by anything of the page yet, and the code is asked for without waiting for idle.
    expect(outside).not.toHaveBeenCalled();
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]?.resolve(Footer));

    expect(screen.getByRole('button', { name: 'Liked 1' })).toBeInTheDocument();
    // A link of the drawing is not held: the app's listener opens it.
    const link = screen.getByRole('link', { name: 'FAQs' });
    link.addEventListener('click', (event) => event.preventDefault());
    act(() => link.click());
    expect(outside).toHaveBeenCalledTimes(2);
  });

  it('keeps a strip the customer scrolled where it was as the part comes alive', async () => {
    const { idle, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    const { container } = hydrate(<LaterFooter year={2026} />);
    const drawn = container.querySelector('footer') as HTMLElement;
    drawn.style.overflowX = 'auto';
    drawn.scrollLeft = -120;

    act(() => idle.forEach((work) => work()));
    await act(async () => loads[0]?.resolve(Footer));

    const live = container.querySelector('footer') as HTMLElement;
    expect(live).not.toBe(drawn);
    expect(live.scrollLeft).toBe(-120);
  });

  it('reads the drawing once the browser has drawn its next frame after the code came', async () => {
    const { idle, scheduler, loads, load } = controlled();
    const frames: (() => void)[] = [];
    const LaterFooter = onIdle(load, {
      name: 'footer',
      scheduler: {
        ...scheduler,
        afterFrame: (work) => {
          frames.push(work);
          return () => {};
        },
      },
    });
    const { container } = hydrate(<LaterFooter year={2026} />);
    const drawn = container.querySelector('footer') as HTMLElement;
    drawn.style.overflowX = 'auto';

    act(() => idle.forEach((work) => work()));
    await act(async () => loads[0]?.resolve(Footer));
    expect(container.querySelector('footer')).toBe(drawn);
    drawn.scrollLeft = -80;
    act(() => frames.forEach((work) => work()));

    const live = container.querySelector('footer') as HTMLElement;
    expect(live).not.toBe(drawn);
    expect(live.scrollLeft).toBe(-80);
  });

  it('drawn in the browser, shows its fallback and fetches the code at once, then draws the part', async () => {
    const { idle, scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, {
      name: 'footer',
      scheduler,
      fallback: ({ year }) => <p>Loading the footer of {year}</p>,
    });
    render(<LaterFooter year={2026} />);
    expect(screen.getByText('Loading the footer of 2026')).toBeInTheDocument();
    expect(idle).toHaveLength(0);
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]?.resolve(Footer));
    expect(screen.getByText('© 2026')).toBeInTheDocument();
    expect(screen.queryByText('Loading the footer of 2026')).not.toBeInTheDocument();
  });

  it('drawn in the browser, keeps its room empty until the code has come, and then at once', async () => {
    const { scheduler, loads, load } = controlled();
    const LaterFooter = onIdle(load, { name: 'footer', scheduler });
    const first = render(<LaterFooter year={2026} />);
    expect(first.container.querySelector('[data-on-idle="footer"]')).toBeEmptyDOMElement();

    await act(async () => loads[0]?.resolve(Footer));
    expect(screen.getByText('© 2026')).toBeInTheDocument();
    first.unmount();

    // Drawn again once the code is there: no wait, no second fetch.
    render(<LaterFooter year={2027} />);
    expect(screen.getByText('© 2027')).toBeInTheDocument();
    expect(loads).toHaveLength(1);
  });
});
