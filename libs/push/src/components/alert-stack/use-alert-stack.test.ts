import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushAlert } from '../../lib/push-message.js';
import {
  ALERT_FADE_MS,
  ALERT_LIFETIME_MS,
  ALERT_SOUND_DELAY_MS,
  playBell,
  useAlertStack,
} from './use-alert-stack.js';

const first: PushAlert = { id: 'a-1', title: 'طلب جديد', body: 'تم استلام طلبك' };
const second: PushAlert = { id: 'a-2', title: 'عرض', body: 'خصم ٢٠٪', href: '/offers' };

function renderStack(playSound: () => void | Promise<void> = vi.fn()) {
  return renderHook(() => useAlertStack({ playSound }));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useAlertStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec timings', () => {
    expect(ALERT_LIFETIME_MS).toBe(8000);
    expect(ALERT_FADE_MS).toBe(500);
    expect(ALERT_SOUND_DELAY_MS).toBe(50);
  });

  it('puts a new alert on top of the others, shown', () => {
    const { result } = renderStack();
    act(() => result.current.push(first));
    act(() => result.current.push(second));
    expect(result.current.alerts).toEqual([
      { ...second, state: 'shown' },
      { ...first, state: 'shown' },
    ]);
  });

  it('rings the bell 50 ms after an alert arrives, once per alert', () => {
    const playSound = vi.fn();
    const { result } = renderStack(playSound);
    act(() => result.current.push(first));
    advance(49);
    expect(playSound).not.toHaveBeenCalled();
    advance(1);
    expect(playSound).toHaveBeenCalledOnce();
    act(() => result.current.push(second));
    advance(50);
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('fades an alert out in its last half second and drops it 8 s after it arrived', () => {
    const { result } = renderStack();
    act(() => result.current.push(first));
    advance(7499);
    expect(result.current.alerts).toEqual([{ ...first, state: 'shown' }]);
    advance(1);
    expect(result.current.alerts).toEqual([{ ...first, state: 'leaving' }]);
    advance(499);
    expect(result.current.alerts).toHaveLength(1);
    advance(1);
    expect(result.current.alerts).toEqual([]);
  });

  it('drops the oldest alert first', () => {
    const { result } = renderStack();
    act(() => result.current.push(first));
    advance(3000);
    act(() => result.current.push(second));
    advance(5000);
    expect(result.current.alerts.map((alert) => alert.id)).toEqual([second.id]);
    advance(3000);
    expect(result.current.alerts).toEqual([]);
  });

  it('marks a dismissed alert as leaving and removes it 500 ms later', () => {
    const { result } = renderStack();
    act(() => result.current.push(first));
    act(() => result.current.push(second));
    advance(1000);
    act(() => result.current.dismiss(first.id));
    expect(result.current.alerts).toEqual([
      { ...second, state: 'shown' },
      { ...first, state: 'leaving' },
    ]);
    // Dismissing it again does not restart its fade-out.
    advance(300);
    act(() => result.current.dismiss(first.id));
    advance(199);
    expect(result.current.alerts).toHaveLength(2);
    advance(1);
    expect(result.current.alerts).toEqual([{ ...second, state: 'shown' }]);
  });

  it('ignores the dismissal of an alert it does not hold', () => {
    const { result } = renderStack();
    act(() => result.current.push(first));
    const before = result.current.alerts;
    act(() => result.current.dismiss('unknown'));
    expect(result.current.alerts).toBe(before);
  });

  it('keeps working when the browser refuses to play the bell', async () => {
    const playSound = vi.fn(() =>
      Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')),
    );
    const { result } = renderStack(playSound);
    act(() => result.current.push(first));
    await act(() => vi.advanceTimersByTimeAsync(ALERT_SOUND_DELAY_MS));
    expect(playSound).toHaveBeenCalledOnce();
    act(() => result.current.push(second));
    await act(() => vi.advanceTimersByTimeAsync(ALERT_SOUND_DELAY_MS));
    expect(playSound).toHaveBeenCalledTimes(2);
    expect(result.current.alerts.map((alert) => alert.id)).toEqual([second.id, first.id]);
  });

  it('keeps working when playing the bell throws', () => {
    const playSound = vi.fn(() => {
      throw new Error('Audio is not supported');
    });
    const { result } = renderStack(playSound);
    act(() => result.current.push(first));
    advance(ALERT_SOUND_DELAY_MS);
    expect(playSound).toHaveBeenCalledOnce();
    act(() => result.current.dismiss(first.id));
    advance(ALERT_FADE_MS);
    expect(result.current.alerts).toEqual([]);
  });

  it('plays the bundled bell at 60% volume by default', async () => {
    const play = vi.fn(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    const created: { src: string; volume: number }[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        volume = 1;
        play = play;
        src: string;
        constructor(src: string) {
          this.src = src;
          created.push(this);
        }
      },
    );
    try {
      const { result } = renderHook(() => useAlertStack());
      act(() => result.current.push(first));
      await act(() => vi.advanceTimersByTimeAsync(ALERT_SOUND_DELAY_MS));
      expect(play).toHaveBeenCalledOnce();
      expect(created).toHaveLength(1);
      expect(created[0]?.src).toMatch(/bell\.wav/);
      expect(created[0]?.volume).toBe(0.6);
      await expect(playBell()).rejects.toThrow('refused');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves no timer behind when unmounted', () => {
    const playSound = vi.fn();
    const { result, unmount } = renderStack(playSound);
    act(() => result.current.push(first));
    act(() => result.current.push(second));
    act(() => result.current.dismiss(second.id));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(ALERT_LIFETIME_MS);
    expect(playSound).not.toHaveBeenCalled();
  });
});
