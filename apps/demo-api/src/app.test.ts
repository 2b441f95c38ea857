import { describe, expect, it } from 'vitest';
import { createDemoApi } from './app.js';

describe('demo API', () => {
  it('answers its health check with the success envelope', async () => {
    const response = await createDemoApi().request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: 'success', msg: '', data: { status: 'ok' } });
  });

  it('answers an unknown path with the fail envelope in the requested language', async () => {
    const response = await createDemoApi().request('/no-such-endpoint', {
      headers: { lang: 'en' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ key: 'fail', msg: 'Not found', data: null });
  });
});
