// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type RoutePreloads, routePreloads } from './route-preloads';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

/** Runs the plugin's generateBundle on a made-up bundle, as Vite would at the end of a build. */
function build(entryScreens: Record<string, string>) {
  const plugin = routePreloads(entryScreens);
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/web' });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
      isEntry: true,
      facadeModuleId: '/web/index.html',
      css: ['assets/index.css'],
    }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/Dashboard.js': chunk('assets/Dashboard.js', ['assets/react.js', 'assets/icons.js'], {
      facadeModuleId: '/web/src/app/routes/DashboardRoute.tsx',
      css: ['assets/Dashboard.css'],
    }),
    'assets/icons.js': chunk('assets/icons.js', [], { css: ['assets/icons.css'] }),
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
    const { preloads, fileName } = build({ '/dashboard': 'src/app/routes/DashboardRoute.tsx' });
    expect(fileName).toBe('route-preloads.json');
    expect(preloads['/dashboard']).toEqual([
      { href: '/assets/index.css', as: 'style' },
      { href: '/assets/index.js', as: 'script' },
      { href: '/assets/react.js', as: 'script' },
      { href: '/assets/Dashboard.js', as: 'script' },
      { href: '/assets/icons.js', as: 'script' },
      { href: '/assets/Dashboard.css', as: 'style' },
      { href: '/assets/icons.css', as: 'style' },
    ]);
  });

  it('fails the build when a screen named for a page is no longer a chunk of its own', () => {
    expect(() => build({ '/story': 'src/app/routes/StoriesRoute.tsx' })).toThrow(
      /StoriesRoute\.tsx \(for \/story\) is not a chunk of its own/,
    );
  });
});
