/**
 * @packageDocumentation
 * `@matjar/account` has no public API yet: issue #6 builds it. The module is empty on purpose so that
 * the library already builds, publishes and is wired into the workspace's boundaries.
 */
export {};
