import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads (apps/api/src/plugins/spa.ts): URL → the files its screen needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One file to fetch early: a module script, a stylesheet or a font. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'font';
}

/** What one entry page needs first: its screen's files, and per language its messages (and font). */
export interface PagePreloads {
  files: Preload[];
  languages: Record<string, Preload[]>;
}

/** Exact paths, or prefixes ending in '/', mapped to what their first screen needs, in order. */
export type RoutePreloads = Record<string, PagePreloads>;

/** An entry page's screen module, and the features whose messages it waits for (app/router.tsx). */
export interface EntryScreen {
  screen: string;
  messages?: string[];
}

export interface RoutePreloadsOptions {
  /** The languages a page can be drawn in: each has a first catalogue chunk (lib/i18n/catalogues). */
  languages: string[];
  /** Font files a language's first screen waits for (lib/i18n/devanagari-font.ts), by name. */
  fonts?: Record<string, RegExp>;
}

/** The slice of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The pages a parent opens from outside (a link, a bookmark, the home-screen icon) load their
 * screen's code lazily, so the browser learns of it only after the main bundle has run: one
 * more round trip on a slow phone network. This plugin writes, for each such page, the screen's
 * chunks and styles, and per language the catalogue chunks its first screen waits for (and
 * Hindi's font), so the server can name them in a `Link` header and the browser fetches them
 * alongside the main bundle. Keys are the router's paths (app/router.tsx); the build fails if a
 * module named here is no longer a chunk of its own.
 */
export function routePreloads(
  entryScreens: Record<string, EntryScreen>,
  options: RoutePreloadsOptions,
): Plugin {
  let root = '';
  return {
    name: 'tika-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const chunks = outputs.filter(
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
      const chunkOf = (modulePath: string, what: string) => {
        const moduleId = path.resolve(root, modulePath);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk)
          this.error(
            `route-preloads: ${modulePath} (${what}) is not a chunk of its own; is it still imported lazily?`,
          );
        return chunk;
      };
      const scripts = (files: Iterable<string>, skip: Set<string>) =>
        [...files]
          .filter((file) => !skip.has(file))
          .map((file) => ({ href: `/${file}`, as: 'script' as const }));
      // What index.html loads itself. Named first: the header reaches the browser before the
      // page does, and the screen's code must not take the bandwidth the main bundle needs.
      const shell = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, shell);
      const shellStyles = stylesOf(shell);
      // An entry left with no code of its own (its modules all went to the `app` chunk,
      // vite.config.ts) is never written: Vite names its imports in index.html instead.
      for (const chunk of chunks)
        if (chunk.isEntry && !chunk.moduleIds.length) shell.delete(chunk.fileName);
      const fontFiles = (language: string) => {
        const pattern = options.fonts?.[language];
        return pattern
          ? outputs
              .filter((output) => output.type === 'asset' && pattern.test(output.fileName))
              .map((output) => ({ href: `/${output.fileName}`, as: 'font' as const }))
          : [];
      };

      const preloads: RoutePreloads = {};
      for (const [urlPath, { screen: modulePath, messages = [] }] of Object.entries(entryScreens)) {
        const screenScripts = new Set<string>();
        collect(chunkOf(modulePath, `for ${urlPath}`).fileName, screenScripts);
        const files: Preload[] = [
          ...[...shellStyles].map((file) => ({ href: `/${file}`, as: 'style' as const })),
          ...scripts(shell, new Set()),
          ...scripts(screenScripts, shell),
          ...[...stylesOf(screenScripts)]
            .filter((file) => !shellStyles.has(file))
            .map((file) => ({ href: `/${file}`, as: 'style' as const })),
        ];
        const languages: Record<string, Preload[]> = {};
        for (const language of options.languages) {
          // The language's first catalogue (lib/i18n/catalogues), then the page's own features'.
          const catalogues = new Set<string>();
          collect(
            chunkOf(`src/lib/i18n/catalogues/${language}.ts`, `${language} messages`).fileName,
            catalogues,
          );
          for (const feature of messages)
            collect(
              chunkOf(
                `src/features/${feature}/locales/${language}.po`,
                `${feature}'s ${language} messages`,
              ).fileName,
              catalogues,
            );
          const loaded = new Set([...shell, ...screenScripts]);
          languages[language] = [...scripts(catalogues, loaded), ...fontFiles(language)];
        }
        preloads[urlPath] = { files, languages };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
