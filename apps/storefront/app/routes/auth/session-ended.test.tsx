import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a new document of the same tab loads it: nothing kept in memory. */
const newDocument = async () => {
  vi.resetModules();
  const [notes, notice] = await Promise.all([
    import('./session-ended.js'),
    import('./session-ended-notice.js'),
  ]);
  return { ...notes, ...notice };
};

const showNotice = async (module: Awaited<ReturnType<typeof newDocument>>) => {
  const { SessionEndedNotice } = module;
  return render(
    <IntlProvider locale="en" onError={() => undefined}>
      <SessionEndedNotice />
    </IntlProvider>,
  );
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('why the sign-in page opened', () => {
  it("gives the store's reason for a blocked account, once", async () => {
    const module = await newDocument();
    module.noteSessionEnded({ reason: 'blocked', storeMessage: 'Your account is blocked' });
    const first = await showNotice(module);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked');
    first.unmount();

    await showNotice(module);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is still given when the sign-in page opens in a new document of the tab', async () => {
    (await newDocument()).noteSessionEnded({ reason: 'unauthenticated', storeMessage: '' });
    await showNotice(await newDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended');
  });

  it('is not given for a session that ended long ago, or when nothing ended', async () => {
    const module = await newDocument();
    module.noteSessionEnded(
      { reason: 'blocked', storeMessage: 'Blocked' },
      Date.now() - module.SESSION_END_TTL_MS - 1,
    );
    expect(module.peekSessionEnd()).toBeNull();

    module.forgetSessionEnd();
    sessionStorage.setItem(module.SESSION_END_STORAGE_KEY, '{"reason":"<script>"}');
    expect((await newDocument()).peekSessionEnd()).toBeNull();
  });

  it('is given in the same document when the tab refuses to store it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const module = await newDocument();
    module.noteSessionEnded({ reason: 'blocked', storeMessage: '' });
    await showNotice(module);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been suspended');
  });
});
