import '@testing-library/jest-dom/vitest';
import type * as TestingLibrary from '@testing-library/react';
import type { RenderHookOptions, RenderOptions } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { withI18n } from './i18n-wrapper';

// Every render in the web tests happens inside the app's language provider, as in the app.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof TestingLibrary>();
  const render = (ui: ReactElement, options?: RenderOptions) =>
    original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) });
  const renderHook = (
    callback: (props: unknown) => unknown,
    options?: RenderHookOptions<unknown>,
  ) => original.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) });
  return { ...original, render, renderHook };
});

afterEach(() => cleanup());
