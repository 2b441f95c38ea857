import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { DeliverToBar } from './deliver-to-bar.js';

function renderVisitorAt(path: string) {
  const { wrapper } = createSessionTestContext({ baseUrl: 'http://store.test/api/', locale: 'en' });
  const Stub = createRoutesStub([{ path: '*', Component: DeliverToBar }]);
  return render(<Stub initialEntries={[path]} />, { wrapper });
}

describe('DeliverToBar', () => {
  it('asks a visitor to sign in and come back to the page', () => {
    renderVisitorAt('/categories/3?sort=price');
    expect(
      screen.getByRole('link', { name: 'Choose your delivery location — sign in' }),
    ).toHaveAttribute('href', '/auth?redirect=%2Fcategories%2F3%3Fsort%3Dprice');
  });

  it('does not send a visitor on the sign-in pages back to them', () => {
    renderVisitorAt('/auth/sign-up');
    expect(
      screen.getByRole('link', { name: 'Choose your delivery location — sign in' }),
    ).toHaveAttribute('href', '/auth');
  });
});
