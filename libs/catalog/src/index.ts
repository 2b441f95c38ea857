/**
 * @packageDocumentation
 * `@matjar/catalog` has no public API yet: issue #5 builds it. The module is empty on purpose so that
 * the library already builds, publishes and is wired into the workspace's boundaries.
 */
export {};
