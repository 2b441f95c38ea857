/** What Matjar's build plugins read of each file of a Rollup/Rolldown bundle. */
export interface BundleFile {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isDynamicEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly moduleIds?: readonly string[];
}

/** A bundle, by file name. */
export type Bundle = Readonly<Record<string, BundleFile>>;

/** The module a chunk is the entry of, without its query, or `undefined`. */
export function entryModuleOf(file: BundleFile): string | undefined {
  if (file.type !== 'chunk' || !file.facadeModuleId) return undefined;
  return file.facadeModuleId.split('?')[0] ?? file.facadeModuleId;
}

/**
 * The chunks the browser loads with each of `fileNames`: the chunks themselves and every chunk
 * they import, directly or not, in the order they are first reached, each once.
 */
export function chunksLoadedWith(bundle: Bundle, fileNames: Iterable<string>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return [...files];
}
