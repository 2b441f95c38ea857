import { calls, isApiError } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

describe(calls.locations.list.id, () => {
  it('lists the saved addresses with the default one flagged', async () => {
    const client = await api.signedIn();
    const result = await client.locations.list({ page: 1 });
    expect(result.key).toBe('success');
    if (result.key !== 'success') return;
    expect(result.data.pagination).toEqual({
      total: 2,
      per_page: 20,
      current_page: 1,
      last_page: 1,
    });
    expect(
      result.data.data.filter((location) => location.is_default).map((location) => location.id),
    ).toEqual([1]);
  });

  it('pages the list', async () => {
    const client = await api.signedIn();
    const result = await client.locations.list({ page: 2, per_page: 1 });
    expect(result.key === 'success' && result.data.data.map((location) => location.id)).toEqual([
      2,
    ]);
  });

  it('needs a signed-in customer', async () => {
    await expect(api.client().locations.list()).rejects.toSatisfy(
      (error) => isApiError(error) && error.kind === 'unauthenticated',
    );
  });
});
