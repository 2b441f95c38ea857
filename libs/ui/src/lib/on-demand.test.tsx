import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.js';

const Panel = ({ text }: { text: string }) => <p>{text}</p>;

describe('onDemand', () => {
  it('renders the component once its code has loaded', async () => {
    const panel = onDemand(() => Promise.resolve(Panel));
    render(<panel.Component text="لوحة" />);
    expect(await screen.findByText('لوحة')).toBeInTheDocument();
  });

  it('lets a failed preload pass quietly, and loads the code again on the first render', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const panel = onDemand(load);
    await expect(panel.preload()).resolves.toBeUndefined();
    render(<panel.Component text="panel" />);
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches the code once, however often it is preloaded before and after it has come', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const panel = onDemand(load);
    await Promise.all([panel.preload(), panel.preload(), panel.preload()]);
    await panel.preload();
    render(<panel.Component text="panel" />);
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing, and leaves the page standing, when the code cannot be fetched', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const panel = onDemand<{ text: string }>(() => failed);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>الصفحة</h1>
        <panel.Component text="panel" />
      </main>,
    );
    // React has seen the failure once the rejected load has settled inside `act`.
    await act(() => failed.catch(() => undefined));
    expect(screen.getByRole('heading', { name: 'الصفحة' })).toBeInTheDocument();
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('tries again when it is drawn with new props after its code could not be fetched', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(Panel);
    const panel = onDemand(load);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<panel.Component text="first" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // React has seen the failure once the rejected load has settled inside `act`.
    await act(() => load.mock.results[0]?.value.catch(() => undefined));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    rerender(<panel.Component text="again" />);
    expect(await screen.findByText('again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
