import { afterEach, beforeEach } from 'vitest';
import { stubImageDecoding } from '@matjar/ui/testing';

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
