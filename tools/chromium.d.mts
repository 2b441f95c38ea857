/** The browser's executable: CHROMIUM_PATH, or Debian's `/usr/bin/chromium`. */
export declare const chromiumPath: string;
/** The flags every browser of the workspace runs with. */
export declare const chromiumArgs: readonly string[];
