/** The longest wait for a frame: a tab in the background draws none. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `work` once the browser has painted what the current task changed: in the task after the
 * next frame, or after 100 ms when no frame comes. A press that starts heavy work (a navigation)
 * is then answered on screen first. Returns a function that cancels `work` if it has not run.
 *
 * @example
 * setAsked(next); // drawn in this frame
 * afterNextPaint(() => navigate(`?${next}`));
 */
export function afterNextPaint(work: () => void): () => void {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
    work();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    isDone = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}
