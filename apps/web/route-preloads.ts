import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads (apps/api/src/plugins/spa.ts): URL → the files its screen needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One file to fetch early: a module script, or a stylesheet. */
export interface Preload {
  href: string;
  as: 'script' | 'style';
}

/** Exact paths, or prefixes ending in '/', mapped to the files their first screen needs, in order. */
export type RoutePreloads = Record<string, Preload[]>;

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
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & ChunkLike => output.type === 'chunk',
      ) as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and everything it imports statically, in the order the browser needs them.
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
      };
      const stylesOf = (files: Iterable<string>) =>
        new Set(
          [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
      // What index.html loads itself. Named first: the header reaches the browser before the
      // page does, and the screen's code must not take the bandwidth the main bundle needs.
      const shell = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, shell);

      const preloads: RoutePreloads = {};
      for (const [urlPath, modulePath] of Object.entries(entryScreens)) {
        const moduleId = path.resolve(root, modulePath);
        const screen = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!screen)
          this.error(
            `route-preloads: ${modulePath} (for ${urlPath}) is not a chunk of its own; is it still imported lazily by app/router.tsx?`,
          );
        const screenScripts = new Set<string>();
        collect(screen.fileName, screenScripts);
        const shellStyles = stylesOf(shell);
        const ordered: Preload[] = [
          ...[...shellStyles].map((file) => ({ href: `/${file}`, as: 'style' as const })),
          ...[...shell].map((file) => ({ href: `/${file}`, as: 'script' as const })),
          ...[...screenScripts]
            .filter((file) => !shell.has(file))
            .map((file) => ({ href: `/${file}`, as: 'script' as const })),
          ...[...stylesOf(screenScripts)]
            .filter((file) => !shellStyles.has(file))
            .map((file) => ({ href: `/${file}`, as: 'style' as const })),
        ];
        preloads[urlPath] = ordered;
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
