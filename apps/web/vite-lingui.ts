import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

// Found by Babel's worker threads too (they inherit the environment), whatever the working directory.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui in the build and the web tests: its macros (`t`, `<Trans>`, `<Plural>`) are compiled
 * by Babel, only in the files that import them, and the .po catalogues are compiled when
 * imported (lib/i18n/catalogues.ts). Vite 8 itself no longer runs Babel.
 */
export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  return [babel({ presets: [macros] }), lingui()];
}
