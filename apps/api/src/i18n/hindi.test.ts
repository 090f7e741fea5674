import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@tika/contract';
import { webCatalogueEntries } from '../modules/stories/catalogue-texts';
import { HINDI } from './hindi';
import { hasHindi, localize } from './localize';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Messages only a machine reads (webhooks, metrics, the dev stand-ins): they stay English. */
const FOR_MACHINES = new Set([
  'Verification token mismatch',
  'Invalid signature',
  'Body is not JSON',
  'Not a Razorpay payment event',
  'Razorpay could not be reached',
  'Payment webhooks are not configured',
  'Webhook signatures cannot be checked: WHATSAPP_APP_SECRET is not set',
  'A valid metrics token is required',
  'Payments are not simulated here',
  'No such order',
]);

/** Every message the contract exports for parents: RULE_MESSAGES, STORY_MESSAGES, …, *_MESSAGE. */
function contractMessages(): string[] {
  return Object.entries(contract)
    .filter(([name]) => /^[A-Z_]+_MESSAGES?$/.test(name))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : Object.values(value as object)))
    .filter((text): text is string => typeof text === 'string');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /(?<!\.test|\.d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The English sentences written into the code as messages: an AppError's words, a schema's
 * `error:`, a 415's reason. Template literals are left to the API tests that provoke them.
 */
function writtenMessages(): string[] {
  const patterns = [
    /AppError\.\w+\(\s*'([^']+)'/g,
    /new AppError\(\s*[\w.]+,\s*'[^']+',\s*'([^']+)'/g,
    /\berror: '([^']+)'/g,
    /\bunsupported\('([^']+)'\)/g,
    /^const [A-Z_]+ =\s*'([^']+)';/gm,
    /\bmessage = '([^']+)'/g,
  ];
  const dirs = ['apps/api/src', 'packages/contract/src'].map((dir) => path.join(ROOT, dir));
  return dirs.flatMap(sourceFiles).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!));
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the API's Hindi", () => {
  it('has every message the contract gives parents', () => {
    const missing = contractMessages().filter((text) => !hasHindi(text));
    expect(missing).toEqual([]);
  });

  it('has every message written into the code, but those only machines read', () => {
    const found = writtenMessages().filter(
      (text) => !FOR_MACHINES.has(text) && /^[A-Z{][^<>]*\s/.test(text),
    );
    expect(found.length).toBeGreaterThan(60);
    expect([...new Set(found.filter((text) => !hasHindi(text)))]).toEqual([]);
  });

  it('fills every template with the same values', () => {
    for (const [english, hindi] of Object.entries(HINDI))
      expect(placeholders(hindi), english).toEqual(placeholders(english));
  });

  it('says what the web says for the same English', () => {
    const web = webCatalogueEntries();
    const shared = Object.entries(HINDI).filter(([english]) => web.has(english));
    expect(shared.length).toBeGreaterThan(30);
    for (const [english, hindi] of shared) expect(hindi, english).toBe(web.get(english));
  });

  it('reads the values out of a templated message and says them in Hindi', () => {
    expect(localize('Please wait 45 seconds before asking for a new OTP.', 'hi')).toBe(
      'नया OTP माँगने से पहले 45 सेकंड रुकें।',
    );
    expect(localize('Name can have at most 20 letters', 'hi')).toBe(
      'नाम में ज़्यादा से ज़्यादा 20 अक्षर हो सकते हैं',
    );
    expect(localize('Contact number is required', 'hi')).toBe('फ़ोन नंबर ज़रूरी है');
    expect(
      localize(
        'Typhoid booster is dated 1 Feb 2026, before this birth date (and 2 more vaccines)',
        'hi',
      ),
    ).toBe('Typhoid booster की तारीख़ 1 फ़र॰ 2026 है, जो इस जन्म की तारीख़ से पहले है (और 2 टीके भी)');
  });

  it("says a dose's forecast in Hindi, with its ages and dates", () => {
    expect(
      localize('No longer given at this age. If it was missed, ask your paediatrician.', 'hi'),
    ).toBe('इस उम्र में यह टीका अब नहीं लगता। अगर यह छूट गया है, तो अपने बच्चों के डॉक्टर से पूछें।');
    expect(
      localize('Does not count: given less than 4 weeks after DTwP 1. It will be repeated.', 'hi'),
    ).toBe('गिनी नहीं जाएगी: DTwP 1 के 4 हफ़्ते के अंदर लगी। यह खुराक दोबारा लगेगी।');
    expect(localize('Catch-up due: can be given until 4 Dec 2026.', 'hi')).toBe(
      'छूटा टीका (कैच-अप) लगना है: 4 दिस॰ 2026 तक लगवाया जा सकता है।',
    );
  });

  it('leaves English alone, and a sentence it does not know in English', () => {
    expect(localize('Child not found', 'en')).toBe('Child not found');
    expect(localize('A sentence nobody wrote down', 'hi')).toBe('A sentence nobody wrote down');
  });
});
