import fs from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { z } from 'zod';
import { defaultStoriesDir, type StoryDefinition, type StoryLibrary } from './story-library';

/**
 * What `npm run stories:check` adds to the checks the server makes at start (story-library.ts):
 * the library as a whole — titles, brands, well-formed pictures, the size budget, repeated
 * stories and words spelled two ways (docs/stories.md). The server does not need these to run
 * safely; the library needs them to stay good as it grows.
 */

/** The size budget: a story opens fast on a phone, and the library stays small to ship. */
export const STORY_BUDGET_BYTES = 120 * 1024;
export const LIBRARY_BUDGET_BYTES = 12 * 1024 * 1024;

/** Brand names never appear in a story, in either language. */
export const BRAND_NAMES = [
  'Amul',
  'Bournvita',
  'Britannia',
  'Cadbury',
  'Cerelac',
  'Complan',
  'Dabur',
  'Haldiram',
  'Horlicks',
  'Kellogg',
  'Kinder',
  'KitKat',
  'Kissan',
  'Kurkure',
  'Lays',
  'Maggi',
  'Nestle',
  'Nestlé',
  'Nutella',
  'Oreo',
  'Parle',
  'PediaSure',
  'Pepsi',
  'Coca-Cola',
  'Frooti',
  'Maaza',
  'Bisleri',
  'Patanjali',
  'अमूल',
  'बोर्नविटा',
  'ब्रिटानिया',
  'कैडबरी',
  'सेरेलैक',
  'हॉर्लिक्स',
  'मैगी',
  'नेस्ले',
  'पारले',
  'कुरकुरे',
];

/** Pairs of spellings that are really two words (e.g. हंस, a swan, and हँस-, to laugh). */
export const glossarySchema = z.strictObject({
  $comment: z.string().optional(),
  both_allowed: z.array(
    z.strictObject({ words: z.array(z.string().min(1)).min(2), why: z.string().min(1) }),
  ),
});
export type StoryGlossary = z.infer<typeof glossarySchema>;

/** apps/api/content/stories-glossary.json, beside the library. */
export const defaultGlossaryFile = () =>
  path.join(path.dirname(defaultStoriesDir()), 'stories-glossary.json');

export function readGlossary(file = defaultGlossaryFile()): StoryGlossary {
  return glossarySchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const slidesOf = (story: StoryDefinition) => [...story.meta_slides, ...story.stories_slides];

/** Every text a parent reads in one language, with where it is. */
function textsOf(story: StoryDefinition, language: 'en' | 'hi'): string[] {
  const slides = slidesOf(story);
  return language === 'en'
    ? [
        story.title_en,
        story.cover_title,
        ...slides.flatMap((s) => [s.title, s.description_en, s.image_alt_en]),
      ]
    : [story.title_hi, ...slides.flatMap((s) => [s.title_hi, s.description_hi, s.image_alt_hi])];
}

function duplicateTitles(stories: StoryDefinition[]): string[] {
  const problems: string[] = [];
  for (const field of ['title_en', 'title_hi', 'cover_title'] as const) {
    const seen = new Map<string, string>();
    for (const story of stories) {
      const title = story[field].trim().toLowerCase();
      const other = seen.get(title);
      if (other)
        problems.push(`${story.story_code}: ${field} "${story[field]}" is also ${other}'s`);
      else seen.set(title, story.story_code);
    }
  }
  return problems;
}

function brandNames(stories: StoryDefinition[]): string[] {
  const patterns = BRAND_NAMES.map((brand) => ({
    brand,
    pattern: new RegExp(`(^|[^\\p{L}\\p{M}])${brand}($|[^\\p{L}\\p{M}])`, 'iu'),
  }));
  return stories.flatMap((story) => {
    const text = [...textsOf(story, 'en'), ...textsOf(story, 'hi')].join('\n');
    return patterns
      .filter(({ pattern }) => pattern.test(text))
      .map(({ brand }) => `${story.story_code}: names the brand "${brand}"`);
  });
}

/** Null when the SVG is well-formed XML with an <svg> root, else why not. */
export function svgProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let root: string | null = null;
  let problem: string | null = null;
  parser.on('error', (error) => {
    problem ??= error.message;
  });
  parser.on('opentag', (tag) => {
    root ??= tag.local;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    problem ??= (error as Error).message;
  }
  if (problem) return `is not well-formed XML (${problem})`;
  return root === 'svg' ? null : 'does not start with an <svg> element';
}

function malformedPictures(stories: StoryDefinition[]): string[] {
  return stories.flatMap((story) =>
    [...story.media.keys()]
      .filter((name) => name.endsWith('.svg'))
      .flatMap((name) => {
        const problem = svgProblem(fs.readFileSync(path.join(story.dir, name), 'utf8'));
        return problem ? [`${story.story_code}/${name} ${problem}`] : [];
      }),
  );
}

/** Bytes of a story's folder: story.json and every file beside it. */
export function storyBytes(story: StoryDefinition): number {
  return fs
    .readdirSync(story.dir)
    .reduce((sum, name) => sum + fs.statSync(path.join(story.dir, name)).size, 0);
}

function overBudget(stories: StoryDefinition[]): string[] {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const sizes = stories.map((story) => ({ story, bytes: storyBytes(story) }));
  const problems = sizes
    .filter(({ bytes }) => bytes > STORY_BUDGET_BYTES)
    .map(
      ({ story, bytes }) =>
        `${story.story_code}: ${kb(bytes)}, over the ${kb(STORY_BUDGET_BYTES)} a story may take`,
    );
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  if (total > LIBRARY_BUDGET_BYTES)
    problems.push(`the library is ${kb(total)}, over its ${kb(LIBRARY_BUDGET_BYTES)} budget`);
  return problems;
}

const TITLE_STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'who',
  'with',
  'in',
  'on',
  'at',
  'to',
  'for',
  'is',
  'my',
  'our',
]);
const titleWords = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w && !TITLE_STOPWORDS.has(w)),
  );
const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));

/**
 * Two stories repeat each other when one title's words are all in the other's, or when they
 * share more than half of each one's foods.
 */
function repeats(stories: StoryDefinition[]): string[] {
  const problems: string[] = [];
  for (const [i, a] of stories.entries()) {
    for (const b of stories.slice(i + 1)) {
      const [wa, wb] = [titleWords(a.title_en), titleWords(b.title_en)];
      if (within(wa, wb) || within(wb, wa))
        problems.push(
          `${b.story_code}: its title "${b.title_en}" repeats the words of ${a.story_code}'s "${a.title_en}"`,
        );
      const shared = a.catalogue.foods.filter((f) => b.catalogue.foods.includes(f));
      if (
        shared.length > a.catalogue.foods.length / 2 &&
        shared.length > b.catalogue.foods.length / 2
      )
        problems.push(`${b.story_code}: its foods repeat ${a.story_code}'s (${shared.join(', ')})`);
    }
  }
  return problems;
}

const NUKTA = /\u093C/g;
const HALANT = /\u094D/g;
const CHANDRABINDU = /\u0901/g;
/** A word with its nukta, halant and nasal marks levelled: two spellings of one word meet here. */
const spellingKey = (word: string) =>
  word.replace(NUKTA, '').replace(HALANT, '').replace(CHANDRABINDU, '\u0902');

/** Hindi text from somewhere other than the library: an app catalogue, named by `where`. */
export interface HindiTexts {
  where: string;
  texts: string[];
}

/** Hindi words as written (NFC), each with the stories (or catalogues) that write it so. */
function hindiWords(sources: HindiTexts[]): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  for (const { where, texts } of sources) {
    for (const text of texts) {
      for (const word of text.normalize('NFC').match(/[\u0900-\u0963\u0971-\u097F]+/g) ?? []) {
        const found = words.get(word) ?? new Set<string>();
        found.add(where);
        words.set(word, found);
      }
    }
  }
  return words;
}

/**
 * Words written two ways across the library and the app's catalogues, unless the glossary says
 * they are two words.
 */
function spellings(sources: HindiTexts[], glossary: StoryGlossary): string[] {
  const allowed = glossary.both_allowed.map((entry) => entry.words.map((w) => w.normalize('NFC')));
  const byKey = new Map<string, Map<string, Set<string>>>();
  for (const [word, where] of hindiWords(sources)) {
    const key = spellingKey(word);
    const forms = byKey.get(key) ?? new Map<string, Set<string>>();
    forms.set(word, where);
    byKey.set(key, forms);
  }
  const problems: string[] = [];
  for (const forms of byKey.values()) {
    if (forms.size < 2) continue;
    const written = [...forms.keys()];
    if (allowed.some((pair) => written.every((w) => pair.includes(w)))) continue;
    const uses = [...forms].map(([word, where]) => `${word} (${[...where].sort().join(', ')})`);
    problems.push(`one word written ${forms.size} ways: ${uses.join(' / ')}`);
  }
  return problems;
}

/**
 * Everything wrong with the library as a whole; empty when it is good to ship. `catalogues`
 * (the app's Hindi messages) join the one-spelling-per-word check: a parent reads both.
 */
export function auditStoryLibrary(
  library: StoryLibrary,
  glossary: StoryGlossary,
  catalogues: HindiTexts[] = [],
): string[] {
  const { stories } = library;
  const storyTexts = stories.map((story) => ({
    where: story.story_code,
    texts: textsOf(story, 'hi'),
  }));
  return [
    ...duplicateTitles(stories),
    ...brandNames(stories),
    ...malformedPictures(stories),
    ...overBudget(stories),
    ...repeats(stories),
    ...spellings([...storyTexts, ...catalogues], glossary),
  ];
}
