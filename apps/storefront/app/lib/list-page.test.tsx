import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListPage } from './list-page.js';

function List() {
  return <output aria-label="page">{useListPage()}</output>;
}

const Stub = createRoutesStub([{ path: '/complaints', Component: List }]);

describe('useListPage', () => {
  it('reads the page the address asks for', async () => {
    render(<Stub initialEntries={['/complaints?page=3']} />);
    expect(await screen.findByRole('status', { name: 'page' })).toHaveTextContent('3');
  });

  it.each([
    '/complaints',
    '/complaints?page=',
    '/complaints?page=0',
    '/complaints?page=-2',
    '/complaints?page=two',
  ])('is the first page for %s', async (entry) => {
    render(<Stub initialEntries={[entry]} />);
    expect(await screen.findByRole('status', { name: 'page' })).toHaveTextContent('1');
  });
});
