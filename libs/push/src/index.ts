/**
 * @packageDocumentation
 * `@matjar/push` has no public API yet: issue #10 builds it. The module is empty on purpose so that
 * the library already builds, publishes and is wired into the workspace's boundaries.
 */
export {};
