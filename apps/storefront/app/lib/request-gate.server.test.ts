import { describe, expect, it } from 'vitest';
import { requestGateDecision } from './request-gate.server.js';

describe('requestGateDecision', () => {
  it('lets the pages’ own requests through, their data and forms included', () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['HEAD', '/products/12'],
      ['GET', '/orderDetailes/12/returnDetails?tab=1'],
      ['GET', '/orders/newOrders.data?_routes=routes%2Forders'],
      ['POST', '/lang'],
      ['GET', '/search?q=%D8%AA%D9%81%D8%A7%D8%AD'],
      ['GET', `/search?q=${'x/'.repeat(2_000)}`],
    ] as const) {
      expect(requestGateDecision(method, url), `${method} ${url}`).toEqual({ kind: 'pass' });
    }
  });

  it('answers a path of many segments with the not-found page, without matching it', () => {
    expect(requestGateDecision('GET', `/${'x/'.repeat(7_500)}`)).toEqual({
      kind: 'not-found',
      url: '/__not-found',
    });
    expect(requestGateDecision('GET', '/a/b/c/d/e/f/g/h/i')).toEqual({
      kind: 'not-found',
      url: '/__not-found',
    });
    expect(requestGateDecision('GET', `/${'x/'.repeat(100)}x.data`)).toEqual({
      kind: 'not-found',
      url: '/__not-found.data',
    });
  });

  it('answers a path too long for any route with the not-found page', () => {
    expect(requestGateDecision('GET', `/products/${'1'.repeat(600)}`)).toMatchObject({
      kind: 'not-found',
    });
  });

  it('answers escapes that are not text with the not-found page', () => {
    for (const url of ['/%E0%A4%A', '/products/%', '/%C0%AF', '/%ZZ', '/%FF%FE']) {
      expect(requestGateDecision('GET', url), url).toEqual({
        kind: 'not-found',
        url: '/__not-found',
      });
    }
  });

  it('refuses the methods no page answers', () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'PROPFIND']) {
      expect(requestGateDecision(method, '/'), method).toEqual({ kind: 'method-not-allowed' });
    }
  });
});
