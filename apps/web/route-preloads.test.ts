// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type EntryScreen, type RoutePreloads, routePreloads } from './route-preloads';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[]; empty?: boolean } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds: extra.empty ? [] : [`/web/src/${fileName}`],
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

/** Runs the plugin's generateBundle on a made-up bundle, as Vite would at the end of a build. */
function build(entryScreens: Record<string, EntryScreen>, { emptyEntry = false } = {}) {
  const plugin = routePreloads(entryScreens, {
    languages: ['en', 'hi'],
    fonts: { hi: /devanagari-\d+\.woff2$/ },
  });
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/web' });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
      isEntry: true,
      facadeModuleId: '/web/index.html',
      css: ['assets/index.css'],
      empty: emptyEntry,
    }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/Dashboard.js': chunk('assets/Dashboard.js', ['assets/react.js', 'assets/icons.js'], {
      facadeModuleId: '/web/src/app/routes/DashboardRoute.tsx',
      css: ['assets/Dashboard.css'],
    }),
    'assets/icons.js': chunk('assets/icons.js', [], { css: ['assets/icons.css'] }),
    'assets/merge.js': chunk('assets/merge.js', []),
    'assets/en.js': chunk('assets/en.js', ['assets/merge.js'], {
      facadeModuleId: '/web/src/lib/i18n/catalogues/en.ts',
    }),
    'assets/hi.js': chunk('assets/hi.js', ['assets/merge.js'], {
      facadeModuleId: '/web/src/lib/i18n/catalogues/hi.ts',
    }),
    'assets/stories-en.js': chunk('assets/stories-en.js', [], {
      facadeModuleId: '/web/src/features/stories/locales/en.po',
    }),
    'assets/stories-hi.js': chunk('assets/stories-hi.js', [], {
      facadeModuleId: '/web/src/features/stories/locales/hi.po',
    }),
    'assets/Stories.js': chunk('assets/Stories.js', ['assets/react.js'], {
      facadeModuleId: '/web/src/app/routes/StoriesRoute.tsx',
    }),
    'assets/devanagari-400.woff2': {
      type: 'asset' as const,
      fileName: 'assets/devanagari-400.woff2',
    },
    'assets/latin-400.woff2': { type: 'asset' as const, fileName: 'assets/latin-400.woff2' },
  };
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return {
    preloads: JSON.parse(emitted[0]!.source) as RoutePreloads,
    fileName: emitted[0]!.fileName,
  };
}

describe('routePreloads', () => {
  it("lists the main bundle's styles and scripts first, then the screen's own chunks and styles, each once", () => {
    const { preloads, fileName } = build({
      '/dashboard': { screen: 'src/app/routes/DashboardRoute.tsx' },
    });
    expect(fileName).toBe('route-preloads.json');
    expect(preloads['/dashboard']!.files).toEqual([
      { href: '/assets/index.css', as: 'style' },
      { href: '/assets/index.js', as: 'script' },
      { href: '/assets/react.js', as: 'script' },
      { href: '/assets/Dashboard.js', as: 'script' },
      { href: '/assets/icons.js', as: 'script' },
      { href: '/assets/Dashboard.css', as: 'style' },
      { href: '/assets/icons.css', as: 'style' },
    ]);
  });

  it('leaves out an entry with no code of its own, which Vite never writes (its imports go in index.html)', () => {
    const { preloads } = build(
      { '/dashboard': { screen: 'src/app/routes/DashboardRoute.tsx' } },
      { emptyEntry: true },
    );
    expect(preloads['/dashboard']!.files.map((file) => file.href)).toEqual([
      '/assets/index.css',
      '/assets/react.js',
      '/assets/Dashboard.js',
      '/assets/icons.js',
      '/assets/Dashboard.css',
      '/assets/icons.css',
    ]);
  });

  it("names, per language, the first catalogue, the page's own features' messages and the language's font", () => {
    const { preloads } = build({
      '/story': { screen: 'src/app/routes/StoriesRoute.tsx', messages: ['stories'] },
    });
    expect(preloads['/story']!.languages).toEqual({
      en: [
        { href: '/assets/en.js', as: 'script' },
        { href: '/assets/merge.js', as: 'script' },
        { href: '/assets/stories-en.js', as: 'script' },
      ],
      hi: [
        { href: '/assets/hi.js', as: 'script' },
        { href: '/assets/merge.js', as: 'script' },
        { href: '/assets/stories-hi.js', as: 'script' },
        { href: '/assets/devanagari-400.woff2', as: 'font' },
      ],
    });
  });

  it('fails the build when a screen or a catalogue named for a page is no longer a chunk of its own', () => {
    expect(() => build({ '/story': { screen: 'src/app/routes/Missing.tsx' } })).toThrow(
      /Missing\.tsx \(for \/story\) is not a chunk of its own/,
    );
    expect(() =>
      build({ '/story': { screen: 'src/app/routes/StoriesRoute.tsx', messages: ['legal'] } }),
    ).toThrow(/legal\/locales\/en\.po \(legal's en messages\) is not a chunk of its own/);
  });
});
