// The screens' tests set up their store and session as every domain library's do.
export {
  BASE,
  type SessionRenderOptions,
  type StoreServerOptions,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../../../../tools/vitest/screen-test-setup.tsx';
