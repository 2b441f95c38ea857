/**
 * Answers asked for before the app starts. A page that shows a customer's own data (the cart)
 * cannot have it rendered by a server that never sees the token (it lives in the browser's
 * storage); the client would ask the store for it only once the app has started, seconds later on
 * a phone. A small script in the page's head (`earlyAnswersScript`) asks at once, as the client
 * would, and the client's first call of the same address (with `fetch: withEarlyAnswers()`) takes
 * that answer instead of asking again.
 */

/** The name under which the head's script leaves its answers for the app. */
const EARLY_ANSWERS = '__matjarEarlyAnswers';

/** How long an answer asked for early waits for the app to take it. */
export const EARLY_ANSWER_TTL_MS = 30_000;

/** An answer asked for by the head's script, waiting for the app's call of the same address. */
interface EarlyAnswer {
  url: string;
  authorization: string;
  lang: string;
  /** `performance.now()` when it was asked for. */
  at: number;
  /** `null` when the request failed: the app then asks again. */
  response: Promise<Response | null>;
}

type WithEarlyAnswers = { [EARLY_ANSWERS]?: EarlyAnswer[] };

/** A value written into the script as JavaScript, safe inside `<script>`. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** What the head's script asks for. */
export interface EarlyAnswersOptions {
  /** The API root, as the client's `baseUrl`. */
  apiUrl: string;
  /** The page's language, sent as the client sends it (`lang`). */
  lang: string;
  /** GETs of the API without query, relative to `apiUrl`, e.g. `['cart']`. */
  paths: readonly string[];
  /** The `localStorage` key of the bearer token; without a token nothing is asked for. */
  tokenKey: string;
}

/**
 * The source of a classic script for the page's head (give it the page's CSP nonce): asks the
 * store for each of `paths` with the headers the client sends (`lang`, `Accept`, the bearer
 * token), and leaves the answers for `withEarlyAnswers`.
 *
 * @example
 * `<script nonce="${nonce}">${earlyAnswersScript({ apiUrl, lang: 'ar', paths: ['cart'], tokenKey: 'matjar_token' })}</script>`
 */
export function earlyAnswersScript({ apiUrl, lang, paths, tokenKey }: EarlyAnswersOptions): string {
  const urls = paths.map((path) => new URL(path, apiUrl).href);
  return [
    '(() => {',
    '  let token = null;',
    `  try { token = localStorage.getItem(${literal(tokenKey)}); } catch {}`,
    '  if (!token) return;',
    "  const authorization = 'Bearer ' + token;",
    `  window.${EARLY_ANSWERS} = ${literal(urls)}.map((url) => ({`,
    '    url,',
    '    authorization,',
    `    lang: ${literal(lang)},`,
    '    at: performance.now(),',
    '    response: fetch(url, {',
    `      headers: { lang: ${literal(lang)}, Accept: 'application/json', Authorization: authorization },`,
    '    }).catch(() => null),',
    '  }));',
    '})();',
  ].join('\n');
}

/**
 * The answer the head's script asked for to a GET of `url` with this authorization and language,
 * taken (an answer is used once); none when there is none, or it has waited too long.
 */
function takeEarlyAnswer(
  url: string,
  authorization: string | null,
  lang: string | null,
): EarlyAnswer | undefined {
  const answers = (globalThis as WithEarlyAnswers)[EARLY_ANSWERS];
  if (!answers || authorization === null) return undefined;
  const index = answers.findIndex(
    (answer) =>
      answer.url === url && answer.authorization === authorization && answer.lang === lang,
  );
  if (index === -1) return undefined;
  const [answer] = answers.splice(index, 1);
  if (!answer || performance.now() - answer.at > EARLY_ANSWER_TTL_MS) return undefined;
  return answer;
}

/**
 * A `fetch` for `createApiClient` that hands the client's first GET of an address the head's
 * script asked for (same token, same language) the answer already on its way; every other request,
 * and that one when the early request failed or waited more than `EARLY_ANSWER_TTL_MS`, goes to
 * `base`.
 *
 * @example
 * createApiClient({ baseUrl, getToken, fetch: withEarlyAnswers() });
 */
export function withEarlyAnswers(
  base: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'GET') {
      const headers = new Headers(init?.headers ?? request?.headers);
      const url = request?.url ?? (input instanceof URL ? input.href : String(input));
      const answer = takeEarlyAnswer(url, headers.get('Authorization'), headers.get('lang'));
      if (answer) return answer.response.then((response) => response ?? base(input, init));
    }
    return base(input, init);
  };
}
