import { withHeadScript } from './head-script.js';

/**
 * What a customer did before the page was interactive, held until the app can do it. The
 * storefront's forms are handled by the app (they call the store API); before hydration the browser
 * would send them itself, as a GET to the page: what was typed, a password included, would land in
 * the address bar, the history and the server's logs, and the page would reload without it. Its
 * buttons (a quantity's steps, "remove", "add to cart", a gallery's thumbnails) do nothing at all
 * before hydration: a press there was lost.
 */
export type HeldAction =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'press'; button: HTMLButtonElement };

/** The most presses held before the app takes over; later ones are not kept. */
export const HELD_PRESSES_MAX = 10;

/** The name under which the holding script leaves the way to take what it held. */
const TAKE_HELD_ACTIONS = '__matjarTakeHeldActions';

/**
 * The holding script (a classic script in the head, so it runs before any form or button is
 * parsed). Until the app takes over it holds, in the order they came:
 * - the last form submission, with the button that sent it: nothing typed is lost, the fields stay
 *   as they are. A form naming its own `action` (search, the language switch) works without the
 *   app and is sent as it is;
 * - the presses of `type="button"` buttons, up to `HELD_PRESSES_MAX`.
 */
export const HOLD_EARLY_SUBMITS_SCRIPT = [
  '(() => {',
  '  let held = [];',
  '  const hold = (event) => {',
  "    if (event.target.hasAttribute('action')) return;",
  '    event.preventDefault();',
  '    event.stopImmediatePropagation();',
  "    held = held.filter((action) => action.kind !== 'submit');",
  "    held.push({ kind: 'submit', form: event.target, submitter: event.submitter || null });",
  '  };',
  '  const press = (event) => {',
  '    const button = event.target instanceof Element',
  '      ? event.target.closest(\'button[type="button"]\')',
  '      : null;',
  '    if (!button) return;',
  '    event.preventDefault();',
  '    event.stopImmediatePropagation();',
  "    const presses = held.filter((action) => action.kind === 'press').length;",
  `    if (presses < ${String(HELD_PRESSES_MAX)}) held.push({ kind: 'press', button });`,
  '  };',
  "  addEventListener('submit', hold, true);",
  "  addEventListener('click', press, true);",
  `  window.${TAKE_HELD_ACTIONS} = () => {`,
  "    removeEventListener('submit', hold, true);",
  "    removeEventListener('click', press, true);",
  '    const taken = held;',
  '    held = [];',
  '    return taken;',
  '  };',
  '})();',
].join('\n');

/** Puts the holding script at the end of the head of a page's start, before any form. */
export function holdEarlySubmits(start: string, nonce: string): string {
  return withHeadScript(start, nonce, HOLD_EARLY_SUBMITS_SCRIPT);
}

/**
 * Once the app has taken over the page, stops holding and does what was held, in order, through
 * the app's own handlers: the form is sent with the button that sent it, each press is made again.
 * What is gone from the page (or a button now disabled) is left. Browser only.
 *
 * @returns the forms sent and the buttons pressed again.
 */
export function sendHeldActions(): (HTMLFormElement | HTMLButtonElement)[] {
  const take = (window as Window & { [TAKE_HELD_ACTIONS]?: () => HeldAction[] })[TAKE_HELD_ACTIONS];
  const done: (HTMLFormElement | HTMLButtonElement)[] = [];
  for (const action of take?.() ?? []) {
    if (action.kind === 'press') {
      if (!action.button.isConnected || action.button.disabled) continue;
      action.button.click();
      done.push(action.button);
      continue;
    }
    const { form, submitter } = action;
    if (!form.isConnected) continue;
    const button =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : null;
    form.requestSubmit(button?.form === form ? button : null);
    done.push(form);
  }
  return done;
}
