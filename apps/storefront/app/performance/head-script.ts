/**
 * Puts a classic script at the end of the head of a page's start (see `rewriteDocumentStart`),
 * with the response's CSP nonce: after the title and the structured data, before the body, so it
 * runs before any of the body is parsed. A start without a head is passed on as it is.
 *
 * `source` is our own code, never text from a request: it is written into the page as it is.
 */
export function withHeadScript(start: string, nonce: string, source: string): string {
  const end = start.indexOf('</head>');
  if (end === -1) return start;
  const nonceAttribute = nonce ? ` nonce="${nonce.replaceAll('"', '&quot;')}"` : '';
  return `${start.slice(0, end)}<script${nonceAttribute}>${source}</script>${start.slice(end)}`;
}
