import { type CSSProperties, type Ref, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { topProgressBarMessages } from './messages.js';

/** `idle` renders nothing; `loading` trickles forward; `complete` fills and fades out. */
type TopProgressBarState = 'idle' | 'loading' | 'complete';

export interface TopProgressBarProps {
  /** Whether a navigation is under way. */
  isActive: boolean;
  /** Milliseconds a navigation must last before the bar shows, so fast ones do not flash. Default 150. */
  delay?: number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const START = 0.08;
const CEILING = 0.94;
const TRICKLE_INTERVAL = 300;
// How long the bar takes to fill and fade once the navigation ends (matches the stylesheet).
const FINISH_DURATION = 500;

/**
 * A thin bar along the top of the page while a navigation is under way: it appears after `delay`,
 * creeps forward while `isActive`, then fills and fades out. Screen readers meet a progress bar
 * named "Loading the page" while it shows.
 *
 * @example
 * const navigation = useNavigation();
 * return <TopProgressBar isActive={navigation.state !== 'idle'} />;
 */
export function TopProgressBar({ isActive, delay = 150, className, ref }: TopProgressBarProps) {
  const intl = useIntl();
  const [state, setState] = useState<TopProgressBarState>('idle');
  const [progress, setProgress] = useState(0);
  const [wasActive, setWasActive] = useState(isActive);

  // The navigation ended: a bar that is showing finishes; one still waiting for its delay never shows.
  if (wasActive !== isActive) {
    setWasActive(isActive);
    if (!isActive && state === 'loading') {
      setState('complete');
      setProgress(1);
    }
  }

  useEffect(() => {
    if (!isActive || state === 'loading') return undefined;
    const timer = setTimeout(() => {
      setState('loading');
      setProgress(START);
    }, delay);
    return () => clearTimeout(timer);
  }, [isActive, state, delay]);

  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = setInterval(() => {
      // Each step covers a share of what is left, so the bar slows down and never reaches the end.
      setProgress((current) => Math.min(CEILING, current + (CEILING - current) * 0.12));
    }, TRICKLE_INTERVAL);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'complete') return undefined;
    const timer = setTimeout(() => {
      setState('idle');
      setProgress(0);
    }, FINISH_DURATION);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'idle') return null;
  const classes = ['mj-top-progress-bar', className].filter(Boolean).join(' ');
  const style = { '--mj-top-progress-bar-value': progress.toFixed(3) } as CSSProperties;
  return (
    <div
      ref={ref}
      className={classes}
      role="progressbar"
      aria-label={intl.formatMessage(topProgressBarMessages.label)}
      data-state={state}
      style={style}
    />
  );
}
