import { withHeadScript } from './head-script.js';

/**
 * A form sent before the page is interactive. The storefront's forms are handled by the app (they
 * call the store API); before hydration the browser would send them itself, as a GET to the page:
 * what was typed, a password included, would land in the address bar, the history and the
 * server's logs, and the page would reload without it.
 */
export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** The name under which the holding script leaves the way to take a held form. */
const TAKE_HELD_SUBMIT = '__matjarTakeHeldSubmit';

/**
 * The holding script (a classic script in the head, so it runs before any form is
 * parsed): until the app takes over, a form's submission is held, not sent, the last one kept
 * with the button that sent it. Nothing typed is lost: the fields stay as they are. A form naming
 * its own `action` (search, the language switch) works without the app and is sent as it is.
 */
export const HOLD_EARLY_SUBMITS_SCRIPT = [
  '(() => {',
  '  let held = null;',
  '  const hold = (event) => {',
  "    if (event.target.hasAttribute('action')) return;",
  '    event.preventDefault();',
  '    event.stopImmediatePropagation();',
  '    held = { form: event.target, submitter: event.submitter || null };',
  '  };',
  "  addEventListener('submit', hold, true);",
  `  window.${TAKE_HELD_SUBMIT} = () => {`,
  "    removeEventListener('submit', hold, true);",
  '    const taken = held;',
  '    held = null;',
  '    return taken;',
  '  };',
  '})();',
].join('\n');

/** Puts the holding script at the end of the head of a page's start, before any form. */
export function holdEarlySubmits(start: string, nonce: string): string {
  return withHeadScript(start, nonce, HOLD_EARLY_SUBMITS_SCRIPT);
}

/**
 * Once the app has taken over the page, stops holding forms and sends the one held, if any, with
 * the button that sent it, through the app's own handler. Browser only.
 *
 * @returns the form that was sent again, if any.
 */
export function sendHeldSubmit(): HTMLFormElement | null {
  const take = (window as Window & { [TAKE_HELD_SUBMIT]?: () => HeldSubmit | null })[
    TAKE_HELD_SUBMIT
  ];
  const held = take?.() ?? null;
  if (!held?.form.isConnected) return null;
  const { form, submitter } = held;
  const button =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? submitter
      : null;
  form.requestSubmit(button?.form === form ? button : null);
  return form;
}
