import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_PRESSES_MAX,
  HOLD_EARLY_SUBMITS_SCRIPT,
  holdEarlySubmits,
  sendHeldActions,
} from './early-submits.js';

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
  sendHeldActions();
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

    expect(sendHeldActions()).toEqual([form]);
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
    expect(sendHeldActions()).toEqual([]);
  });

  it('leaves nothing to send when nothing was sent, or the form is gone', () => {
    runHoldingScript();
    expect(sendHeldActions()).toEqual([]);

    runHoldingScript();
    const { button } = signInForm();
    button.click();
    document.body.innerHTML = '';
    expect(sendHeldActions()).toEqual([]);
  });
});

/** A cart line's controls, each button recording the presses the app's handler gets. */
const cartLine = () => {
  document.body.innerHTML = `
    <a href="/products/3" id="card"><button type="button" id="favorite">♡</button></a>
    <button type="button" id="increase">+</button>
    <button type="button" id="remove">Remove</button>
    <button type="button" id="busy" disabled>…</button>`;
  const pressed: string[] = [];
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
  for (const id of ['favorite', 'increase', 'remove', 'busy']) {
    byId(id).addEventListener('click', () => pressed.push(id));
  }
  return { byId, pressed };
};

describe('a button pressed before the page is interactive', () => {
  it('is pressed again through the app once it has taken over, each press in its order', () => {
    runHoldingScript();
    const { byId, pressed } = cartLine();

    byId('increase').click();
    byId('remove').click();
    byId('increase').click();
    expect(pressed).toEqual([]);

    expect(sendHeldActions()).toEqual([byId('increase'), byId('remove'), byId('increase')]);
    expect(pressed).toEqual(['increase', 'remove', 'increase']);
    // Later presses go to the app at once, and are not made twice.
    byId('remove').click();
    expect(pressed).toEqual(['increase', 'remove', 'increase', 'remove']);
    expect(sendHeldActions()).toEqual([]);
  });

  it('does not follow the link around it meanwhile: the press was for the button', () => {
    runHoldingScript();
    const { byId, pressed } = cartLine();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('favorite').dispatchEvent(press);
    // Prevented: the browser does not open the link's page.
    expect(press.defaultPrevented).toBe(true);
    sendHeldActions();
    expect(pressed).toEqual(['favorite']);
  });

  it('is left when its button is gone or disabled by then, and at most a few are kept', () => {
    runHoldingScript();
    const { byId, pressed } = cartLine();
    byId('remove').click();
    for (let press = 0; press < HELD_PRESSES_MAX + 5; press += 1) byId('increase').click();
    byId('remove').remove();
    byId('increase').disabled = true;
    expect(sendHeldActions()).toEqual([]);
    expect(pressed).toEqual([]);

    runHoldingScript();
    const again = cartLine();
    for (let press = 0; press < HELD_PRESSES_MAX + 5; press += 1) again.byId('increase').click();
    expect(sendHeldActions()).toHaveLength(HELD_PRESSES_MAX);
    expect(again.pressed).toHaveLength(HELD_PRESSES_MAX);
  });

  it('and a form sent after it are done in that order, the form once', () => {
    runHoldingScript();
    const { form, button: submit } = signInForm();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="show">Show</button>');
    const show = document.getElementById('show') as HTMLButtonElement;
    const happened: string[] = [];
    show.addEventListener('click', () => happened.push('show password'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      happened.push('sign in');
    });

    submit.click();
    show.click();
    submit.click();
    expect(sendHeldActions()).toEqual([show, form]);
    expect(happened).toEqual(['show password', 'sign in']);
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
