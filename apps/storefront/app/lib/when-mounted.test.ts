import { describe, expect, it, vi } from 'vitest';
import { whenMounted } from './when-mounted.js';

describe('a task held until the app has mounted', () => {
  it('runs once the app has mounted, not before', () => {
    const gate = whenMounted();
    const task = vi.fn();
    gate.run(task);
    expect(task).not.toHaveBeenCalled();
    gate.mounted();
    expect(task).toHaveBeenCalledTimes(1);
    gate.mounted();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once after the app has mounted', () => {
    const gate = whenMounted();
    gate.mounted();
    const task = vi.fn();
    gate.run(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last task asked for before the app mounted', () => {
    const gate = whenMounted();
    const first = vi.fn();
    const last = vi.fn();
    gate.run(first);
    gate.run(last);
    gate.mounted();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });
});
