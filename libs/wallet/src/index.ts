/**
 * @packageDocumentation
 * `@matjar/wallet` has no public API yet: issue #9 builds it. The module is empty on purpose so that
 * the library already builds, publishes and is wired into the workspace's boundaries.
 */
export {};
