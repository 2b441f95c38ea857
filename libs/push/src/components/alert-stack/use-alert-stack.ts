import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import bellUrl from '../../assets/bell.wav?url';
import type { PushAlert } from '../../lib/push-message.js';

/** How long an alert stays, from its arrival to its removal (spec §9: 8 seconds). */
export const ALERT_LIFETIME_MS = 8000;
/** How long a leaving alert fades out before it is removed (spec §9: 0.5 seconds). */
export const ALERT_FADE_MS = 500;
/** How long after an alert arrives the bell plays (spec §9: 50 ms). */
export const ALERT_SOUND_DELAY_MS = 50;

const BELL_VOLUME = 0.6;

/** `shown` while the alert is up; `leaving` while it fades out, just before it is removed. */
export type AlertState = 'shown' | 'leaving';

/** An alert of the stack with where it is in its life. */
export interface StackedAlert extends PushAlert {
  state: AlertState;
}

export interface UseAlertStackOptions {
  /**
   * Plays the bell of a new alert. Default: the bundled bell at 60% volume. A refusal (a thrown
   * error or a rejected promise, as when the browser blocks autoplay) is ignored.
   */
  playSound?: () => void | Promise<void>;
}

/** What `useAlertStack()` returns. */
export interface AlertStackApi {
  /** The alerts to show, newest first. */
  alerts: readonly StackedAlert[];
  /** Shows an alert on top of the others and plays the bell 50 ms later. */
  push: (alert: PushAlert) => void;
  /** Fades the alert with this id out (0.5 s), then removes it. Unknown or leaving ids: no-op. */
  dismiss: (id: string) => void;
}

/** Plays the bundled bell once; the promise rejects when the browser refuses to autoplay. */
export function playBell(): Promise<void> {
  const audio = new Audio(bellUrl);
  audio.volume = BELL_VOLUME;
  return audio.play();
}

function playQuietly(playSound: () => void | Promise<void>) {
  try {
    const playing = playSound();
    // Autoplay refused (no user gesture yet): the alert still shows, silently.
    if (playing) playing.catch(() => undefined);
  } catch {
    // Same: a sound that cannot play is not worth breaking the alert for.
  }
}

type Timer = ReturnType<typeof setTimeout>;

/** The pending step of an alert: its fade-out (while shown) or its removal (while leaving). */
interface Lifecycle {
  state: AlertState;
  timer: Timer;
}

/**
 * The in-page push alerts: a new one goes on top and rings the bell after 50 ms; each fades out
 * for its last 0.5 s and is gone 8 s after it arrived; `dismiss` fades one out at once. Every
 * timer is cleared on unmount. Render the result with `PushAlerts`.
 *
 * @example
 * const stack = useAlertStack();
 * // When a push message arrives (foreground message, demo stream):
 * stack.push(alertOf(message, storedLang));
 * // In the layout:
 * <PushAlerts stack={stack} />;
 */
export function useAlertStack(options: UseAlertStackOptions = {}): AlertStackApi {
  const { playSound = playBell } = options;
  const [alerts, setAlerts] = useState<readonly StackedAlert[]>([]);
  const lifecycles = useRef(new Map<string, Lifecycle>());
  const soundTimers = useRef(new Set<Timer>());
  const playSoundRef = useRef(playSound);

  useEffect(() => {
    playSoundRef.current = playSound;
  }, [playSound]);

  useEffect(() => {
    const pending = lifecycles.current;
    const sounds = soundTimers.current;
    return () => {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      for (const timer of sounds) clearTimeout(timer);
      sounds.clear();
    };
  }, []);

  const remove = useCallback((id: string) => {
    lifecycles.current.delete(id);
    setAlerts((list) => list.filter((alert) => alert.id !== id));
  }, []);

  const leave = useCallback(
    (id: string) => {
      setAlerts((list) =>
        list.map((alert) => (alert.id === id ? { ...alert, state: 'leaving' } : alert)),
      );
      lifecycles.current.set(id, {
        state: 'leaving',
        timer: setTimeout(() => remove(id), ALERT_FADE_MS),
      });
    },
    [remove],
  );

  const push = useCallback(
    (alert: PushAlert) => {
      const pending = lifecycles.current;
      const previous = pending.get(alert.id);
      if (previous) clearTimeout(previous.timer);
      setAlerts((list) => [
        { ...alert, state: 'shown' },
        ...list.filter((shown) => shown.id !== alert.id),
      ]);
      // The fade-out takes the alert's last half second, so it is gone exactly 8 s after arriving.
      pending.set(alert.id, {
        state: 'shown',
        timer: setTimeout(() => leave(alert.id), ALERT_LIFETIME_MS - ALERT_FADE_MS),
      });
      const sounds = soundTimers.current;
      const soundTimer = setTimeout(() => {
        sounds.delete(soundTimer);
        playQuietly(playSoundRef.current);
      }, ALERT_SOUND_DELAY_MS);
      sounds.add(soundTimer);
    },
    [leave],
  );

  const dismiss = useCallback(
    (id: string) => {
      const lifecycle = lifecycles.current.get(id);
      if (!lifecycle || lifecycle.state === 'leaving') return;
      clearTimeout(lifecycle.timer);
      leave(id);
    },
    [leave],
  );

  return useMemo(() => ({ alerts, push, dismiss }), [alerts, push, dismiss]);
}
