import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { assertNoAxeViolations, stubImageDecoding } from '@matjar/ui/testing';

// The screens' tests set up their store and session as every domain library's do; the return's
// photos need previews besides.
export {
  BASE,
  type SessionRenderOptions,
  type StoreServerOptions,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../../../../tools/vitest/screen-test-setup.tsx';

/**
 * Object URLs and image decoding around each test, which jsdom lacks: each photo gets a
 * predictable URL, `blob:matjar/<file name>`.
 */
export function stubPhotoPreviews(): void {
  let restoreDecoding: () => void;
  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    Object.assign(URL, {
      createObjectURL: (file: Blob) => `blob:matjar/${file instanceof File ? file.name : 'blob'}`,
      revokeObjectURL: () => undefined,
    });
  });
  afterEach(() => {
    restoreDecoding();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
}

/** A story as `composeStories` gives it, drawn with its own arguments. */
type Story = ComponentType<Record<string, never>>;

/**
 * The stories every order screen has for the states around what it shows, each drawn and checked
 * with axe: the order is not the customer's (`NotYours`, a heading says so), it is on its way
 * (`Loading`: no error, and `whileLoading`'s own checks), the store is down (`StoreDown`: a button
 * to try again).
 */
export function itDrawsItsStates(
  stories: { NotYours?: Story; Loading: Story; StoreDown: Story },
  whileLoading: () => void,
): void {
  const { NotYours, Loading, StoreDown } = stories;
  if (NotYours) {
    it('NotYours: not one of the customer’s orders', async () => {
      const { container } = render(<NotYours />);
      expect(
        await screen.findByRole('heading', { name: 'لم نجد هذا الطلب ضمن طلباتك.' }),
      ).toBeVisible();
      await assertNoAxeViolations(container);
    });
  }

  it('Loading: what is on its way, and no error', async () => {
    const { container } = render(<Loading />);
    whileLoading();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
}
