import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads (apps/api/src/plugins/spa.ts): URL → the files its screen needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /** Exact paths, or prefixes ending in '/', mapped to the screen's files (absolute URLs). */
  [path: string]: { scripts: string[]; styles: string[] };
}

/** The slice of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The pages a parent opens from outside (a link, a bookmark, the home-screen icon) load their
 * screen's code lazily, so the browser learns of it only after the main bundle has run: one
 * more round trip on a slow phone network. This plugin writes, for each such page, the screen's
 * chunks and styles, so the server can name them in a `Link: rel=modulepreload` header and the
 * browser fetches them alongside the main bundle. Keys are the router's paths (app/router.tsx);
 * the build fails if a module named here is no longer a chunk of its own.
 */
export function routePreloads(entryScreens: Record<string, string>): Plugin {
  let root = '';
  return {
    name: 'tika-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk') as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What index.html already loads: its entry and everything that imports statically.
      const loadedByShell = new Set<string>();
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, loadedByShell);

      const preloads: RoutePreloads = {};
      for (const [urlPath, modulePath] of Object.entries(entryScreens)) {
        const moduleId = path.resolve(root, modulePath);
        const screen = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!screen) this.error(`route-preloads: ${modulePath} (for ${urlPath}) is not a chunk of its own; is it still imported lazily by app/router.tsx?`);
        const files = new Set<string>();
        collect(screen.fileName, files);
        const scripts = [...files].filter((file) => !loadedByShell.has(file));
        const styles = new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
        preloads[urlPath] = { scripts: scripts.map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
