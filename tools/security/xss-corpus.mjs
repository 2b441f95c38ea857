// The cross-site scripting corpus of the security suites: payloads generated from injection
// vectors, the contexts a text could be dropped into, and the encodings filters get wrong. Every
// payload calls `window.__xssFired(<its number>)` when it runs, so a suite can tell which one ran.
// The corpus is generated here, not copied from any list.

/** The function every payload calls when it runs; a suite defines it to count executions. */
export const XSS_HOOK = '__xssFired';

/** Vectors: each makes markup (or a URL) that runs `js` if it reaches the page unescaped. */
const vectors = [
  (js) => `<script>${js}</script>`,
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src="x" onerror="${js}">`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<body onload=${js}>`,
  (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<a href="javascript:${js}">link</a>`,
  (js) => `<a href="jav&#x09;ascript:${js}">link</a>`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<form><button formaction="javascript:${js}">go</button></form>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<marquee onstart=${js}>text</marquee>`,
  (js) => `<div style="background:url(javascript:${js})">text</div>`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<base href="javascript:${js}//">`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>link</text></a></svg>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<img """><script>${js}</script>">`,
  (js) => `<!--<img src="--><img src=x onerror=${js}//">`,
  (js) => `<![CDATA[<script>${js}</script>]]>`,
  (js) => `<x contenteditable onblur=${js}>text</x>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<img srcset=",,,,,x" onerror=${js}>`,
  (js) => `<picture><source srcset=x><img src=x onerror=${js}></picture>`,
  (js) => `<svg><set attributeName=onmouseover to=${js}>`,
  (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  (js) => `" onmouseover="${js}" data-x="`,
  (js) => `' onfocus='${js}' autofocus data-x='`,
  (js) => `javascript:${js}`,
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `\${${js}}`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
];

/** Contexts: what a payload closes first, to escape an attribute, an element or a script. */
const contexts = ['', '">', "'>", '</title>', '</textarea>', '-->', '</script>', '\u2028</script>'];

const alternateCase = (word) =>
  [...word].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter)).join('');

/** Encodings: the same payload as filters that match exact spellings would miss it. */
const encodings = [
  (payload) => payload,
  // Tag and handler names in mixed case.
  (payload) =>
    payload
      .replace(/<(\/?)([a-z]+)/g, (_, slash, name) => `<${slash}${alternateCase(name)}`)
      .replace(/ on([a-z]+)=/g, (_, name) => ` ${alternateCase(`on${name}`)}=`),
  // Slashes for the spaces between a tag's name and its attributes.
  (payload) => payload.replace(/<([a-z]+) /gi, '<$1/'),
  // Tabs and newlines where a space was.
  (payload) => payload.replaceAll(' ', '\t\n'),
  // Escaped as HTML entities: must show as these entities, never be decoded twice.
  (payload) => payload.replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
  // Percent-encoded: must show as written, never be decoded into markup.
  (payload) => payload.replaceAll('<', '%3C').replaceAll('>', '%3E').replaceAll('"', '%22'),
];

/**
 * Every payload of the corpus, in a stable order; the n-th (from 1) calls `__xssFired(n)`.
 * At least 1,500, all different even without their numbers.
 *
 * @returns {string[]}
 */
export function xssPayloads() {
  const marker = '\u0000';
  const templates = new Set();
  for (const vector of vectors) {
    for (const context of contexts) {
      for (const encode of encodings) {
        // An encoding that leaves a payload as it was adds nothing: it is kept once.
        templates.add(`${context}${encode(vector(marker))}`);
      }
    }
  }
  return [...templates].map((template, index) =>
    template.replace(marker, `${XSS_HOOK}(${index + 1})`),
  );
}

/**
 * The corpus cut into `count` chunks of consecutive payloads (the last may be shorter), each joined
 * into one text: for spreading every payload over a few items of one kind.
 *
 * @param {number} count
 * @returns {string[]}
 */
export function xssChunks(count) {
  const payloads = xssPayloads();
  const size = Math.ceil(payloads.length / count);
  const chunks = [];
  for (let start = 0; start < payloads.length; start += size) {
    chunks.push(payloads.slice(start, start + size).join(' ‖ '));
  }
  return chunks;
}
