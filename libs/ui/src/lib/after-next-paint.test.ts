import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.js';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    let ranInFrame = false;
    afterNextPaint(work);
    requestAnimationFrame(() => {
      ranInFrame = work.mock.calls.length > 0;
    });
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(ranInFrame).toBe(false);
    // A timer set during a frame runs 1 ms later under the fake clock.
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after 100 ms when no frame comes (a tab in the background)', () => {
    const work = vi.fn();
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(200);
    expect(work).not.toHaveBeenCalled();
  });
});
