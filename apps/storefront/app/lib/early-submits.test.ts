import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_EARLY_SUBMITS_SCRIPT, holdEarlySubmits, sendHeldSubmit } from './early-submits.js';

const signInForm = () => {
  document.body.innerHTML = `
    <form id="sign-in">
      <input name="phone" value="501234567">
      <input name="password" type="password" value="123456">
      <button type="submit" name="intent" value="sign-in">Sign in</button>
    </form>`;
  const form = document.getElementById('sign-in') as HTMLFormElement;
  return { form, button: form.querySelector('button') as HTMLButtonElement };
};

/** Runs the holding script, as the browser does before parsing the body. */
const runHoldingScript = () => window.eval(HOLD_EARLY_SUBMITS_SCRIPT);

afterEach(() => {
  sendHeldSubmit();
  document.body.innerHTML = '';
});

describe('a form sent before the page is interactive', () => {
  it('is held, then sent once through the app, with the button that sent it', () => {
    runHoldingScript();
    const { form, button } = signInForm();
    const app = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', app);

    button.click();
    button.click();
    expect(app).not.toHaveBeenCalled();

    expect(sendHeldSubmit()).toBe(form);
    expect(app).toHaveBeenCalledOnce();
    expect(app.mock.calls[0]?.[0].submitter).toBe(button);
    // The app handles every later one itself.
    button.click();
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('lets a form that names its own action go to it, as it works without the app', () => {
    runHoldingScript();
    document.body.innerHTML = `
      <form action="/search" method="get"><input name="q" value="تمر"><button>Search</button></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    // Whether the browser would still send it when it reaches the form (jsdom sends nothing).
    const sentAsIs: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sentAsIs.push(!event.defaultPrevented);
      event.preventDefault();
    });
    form.querySelector('button')?.click();
    expect(sentAsIs).toEqual([true]);
    expect(sendHeldSubmit()).toBeNull();
  });

  it('leaves nothing to send when nothing was sent, or the form is gone', () => {
    runHoldingScript();
    expect(sendHeldSubmit()).toBeNull();

    runHoldingScript();
    const { button } = signInForm();
    button.click();
    document.body.innerHTML = '';
    expect(sendHeldSubmit()).toBeNull();
  });
});

describe('the start of a page', () => {
  const start =
    '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>متجر</title></head><body><form>';

  it('runs the holding script at the end of the head, with the response nonce, before any form', () => {
    const page = holdEarlySubmits(start, 'abc+/=');
    expect(page).toBe(
      `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>متجر</title><script nonce="abc+/=">${HOLD_EARLY_SUBMITS_SCRIPT}</script></head><body><form>`,
    );
  });
});
