/**
 * @packageDocumentation
 * `@matjar/cart` has no public API yet: issue #7 builds it. The module is empty on purpose so that
 * the library already builds, publishes and is wired into the workspace's boundaries.
 */
export {};
