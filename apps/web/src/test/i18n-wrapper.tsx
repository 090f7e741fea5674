import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';

/**
 * English, with no catalogue loaded: in tests the Lingui macros keep each message's English
 * source, which is what Lingui shows when a catalogue lacks the message.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The app's language provider around a rendered tree, inside any wrapper the test gives. */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
