import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { queryClient } from '../query-client';
import {
  activateLanguage,
  chooseLanguage,
  i18n,
  loadableFeatures,
  loadMessages,
  withMessages,
} from './i18n';
import { features as firstChunk } from './catalogues/en';
import { features as firstChunkHindi } from './catalogues/hi';
import { features as firstChunkPseudo } from './catalogues/pseudo';

/** What the app says for a message's English source, in the active language. */
const say = (source: string) => i18n._(generateMessageId(source));

/** A message of the first chunk (vaccines), and one the growth tab loads with its code. */
const DUE_NEXT = 'Due next';
const WEIGHT_FOR_AGE = 'Weight for age (kg)';

describe('loading messages per route', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('starts with the first chunk only, adds a feature with its code, and keeps it across a change of language', async () => {
    await activateLanguage('hi');
    expect(say(DUE_NEXT)).toBe('अगले टीके');
    expect(say(WEIGHT_FOR_AGE)).not.toBe('उम्र के हिसाब से वज़न (kg)');

    const tab = await withMessages(['growth'], () => Promise.resolve('the growth tab'));
    expect(tab).toBe('the growth tab');
    expect(say(WEIGHT_FOR_AGE)).toBe('उम्र के हिसाब से वज़न (kg)');

    await activateLanguage('en');
    expect(say(WEIGHT_FOR_AGE)).toBe(WEIGHT_FOR_AGE);
    expect(say(DUE_NEXT)).toBe(DUE_NEXT);
  });

  it('has every feature with a catalogue either in the first chunk or loadable, never both', () => {
    const features = readdirSync(path.resolve(import.meta.dirname, '../../features')).filter(
      (feature) =>
        readdirSync(path.resolve(import.meta.dirname, '../../features', feature)).includes(
          'locales',
        ),
    );
    expect([...firstChunk, ...loadableFeatures()].sort()).toEqual(features.sort());
    expect(firstChunkHindi).toEqual(firstChunk);
    expect(firstChunkPseudo).toEqual(firstChunk);
  });

  it('asks again for what the server said in words when the parent chooses another language', async () => {
    queryClient.setQueryData(['vaccine-dashboard', 'c1'], { description: 'Protects against TB.' });
    await chooseLanguage('hi');
    expect(queryClient.getQueryState(['vaccine-dashboard', 'c1'])?.isInvalidated).toBe(true);
    await chooseLanguage('en');
    queryClient.clear();
    localStorage.clear();
  });

  it('asks again for what was on its way in the old language when the language changes', async () => {
    // A route's prefetch: no screen watches it yet, and its answer comes after the change.
    let answer!: (words: string) => void;
    const asked: string[] = [];
    const prefetch = queryClient.prefetchQuery({
      queryKey: ['vaccine-dashboard', 'c2'],
      queryFn: () => {
        asked.push(i18n.locale);
        return new Promise<string>((resolve) => (answer = resolve));
      },
    });
    await chooseLanguage('hi');
    answer('Measles, mumps and rubella vaccine');
    await prefetch;
    const state = queryClient.getQueryState(['vaccine-dashboard', 'c2']);
    // Nothing in the old language stays as if fresh: the screen that mounts asks again.
    expect(state?.data).toBeUndefined();
    expect(asked).toEqual(['en']);
    await chooseLanguage('en');
    queryClient.clear();
    localStorage.clear();
  });

  it("tells the server the app's language in a cookie, so the next page load preloads its messages", async () => {
    await activateLanguage('hi');
    expect(document.cookie).toContain('tika_language=hi');
    await activateLanguage('en');
    expect(document.cookie).toContain('tika_language=en');
    expect(document.cookie).not.toContain('tika_language=hi');
  });

  it('loads a feature asked for while a language is loading, in that language', async () => {
    const switching = activateLanguage('hi');
    const asked = loadMessages('records');
    await Promise.all([switching, asked]);
    expect(i18n.locale).toBe('hi');
    expect(say('Medical record added')).toBe('मेडिकल रिकॉर्ड जुड़ गया');
  });
});
