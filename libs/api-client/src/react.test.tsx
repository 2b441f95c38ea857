// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './core/create-api-client.js';
import { ApiClientProvider, useApiClient } from './react.js';

function Probe() {
  const api = useApiClient();
  return <p>{typeof api.cart.count === 'function' ? 'has the client' : 'no client'}</p>;
}

describe('ApiClientProvider', () => {
  it('gives its client to the components below it', () => {
    const client = createApiClient({ baseUrl: 'http://store.test/', getToken: () => undefined });
    render(
      <ApiClientProvider client={client}>
        <Probe />
      </ApiClientProvider>,
    );
    expect(screen.getByText('has the client')).toBeInTheDocument();
  });

  it('names the provider when the hook is used outside it', () => {
    expect(() => render(<Probe />)).toThrow(/useApiClient\(\).*<ApiClientProvider>/);
  });
});
