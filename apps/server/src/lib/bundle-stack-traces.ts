// Stack traces through a bundle's source map for code Node's own loaders did not load.
//
// With --enable-source-maps (`npm start`) Node maps the frames of the modules it loads. The built
// server runs from a vm Script (boot.ts, for the code cache), which Node 20 does not map: its frames
// would name minified functions at columns of dist/server.cjs. This maps them with Node's own
// source-map reader, and leaves every other frame to Node.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';

/** What `findEntry` answers for a mapped position (@types/node declares less for Node 20). */
interface Entry {
  originalSource: string;
  originalLine: number;
  originalColumn: number;
  name?: string;
}

/** Call once, when source maps are enabled (`process.sourceMapsEnabled`). */
export function mapStackTracesOf(bundle: string): void {
  let map: SourceMap | null | undefined;
  const load = (): SourceMap | null => {
    if (map !== undefined) return map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
    } catch {
      map = null;
    }
    return map;
  };
  const entryAt = (frame: NodeJS.CallSite): Entry | undefined => {
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if (frame.getFileName() !== bundle || line === null || column === null) return undefined;
    const entry = load()?.findEntry(line - 1, column - 1) as Partial<Entry> | undefined;
    return entry?.originalSource ? (entry as Entry) : undefined;
  };
  const nodeFormat = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) => {
    const entries = frames.map(entryAt);
    if (nodeFormat && !entries.some(Boolean)) return nodeFormat(error, frames);
    const lines = frames.map((frame, i) => {
      const entry = entries[i];
      if (!entry) return `    at ${frame}`;
      // The function's own name is the one its caller called it by (the caller's frame, next).
      const name = entries[i + 1]?.name ?? frame.getFunctionName() ?? '<anonymous>';
      const source = resolve(dirname(bundle), entry.originalSource);
      return `    at ${name} (${source}:${entry.originalLine + 1}:${entry.originalColumn + 1})`;
    });
    return `${errorHeader(error)}\n${lines.join('\n')}`;
  };
}

function errorHeader(error: Error): string {
  try {
    return String(error);
  } catch {
    return '<error>';
  }
}
