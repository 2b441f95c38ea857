/** The id of the build this bundle belongs to (see build-info.ts). */
declare const __MATJAR_BUILD_ID__: string;
/** When this bundle was built, ISO 8601. */
declare const __MATJAR_BUILD_TIME__: string;
