import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStoryLibrary } from '../../test/story-fixtures';
import { appCatalogueTexts } from './catalogue-texts';
import {
  auditStoryLibrary,
  readGlossary,
  STORY_BUDGET_BYTES,
  type StoryGlossary,
  svgProblem,
} from './story-audit';
import { defaultStoriesDir, loadStoryLibrary, type StoryFile } from './story-library';

const NO_PAIRS: StoryGlossary = { both_allowed: [] };

/** Changes to a fixture library: `story(n)` is story n's folder and its story.json to edit. */
type Edit = (story: (n: number) => { dir: string; json: StoryFile }) => void;

/** A fixture library of three stories after `edit` changes files in it, audited. */
function auditAfter(edit: Edit, glossary = NO_PAIRS): string[] {
  const { dir } = writeStoryLibrary(3);
  const edited = new Map<string, StoryFile>();
  edit((n) => {
    const storyDir = path.join(dir, `story-${n}`);
    const file = path.join(storyDir, 'story.json');
    const json = edited.get(file) ?? (JSON.parse(fs.readFileSync(file, 'utf8')) as StoryFile);
    edited.set(file, json);
    return { dir: storyDir, json };
  });
  for (const [file, json] of edited) fs.writeFileSync(file, JSON.stringify(json));
  return auditStoryLibrary(loadStoryLibrary(dir), glossary);
}

describe('the story library check (npm run stories:check)', () => {
  it('passes the library as shipped, with the app catalogues spelled as the stories are', () => {
    const glossary = readGlossary();
    expect(
      auditStoryLibrary(loadStoryLibrary(defaultStoriesDir()), glossary, appCatalogueTexts()),
    ).toEqual([]);
  });

  it('finds a word a catalogue spells differently from a story', () => {
    const catalogue = { where: 'apps/web/src/locales/hi.po', texts: ['आज खाना बिल्कुल ताज़ा है'] };
    const problems = auditStoryLibrary(loadStoryLibrary(defaultStoriesDir()), readGlossary(), [
      catalogue,
    ]);
    expect(problems.join()).toMatch(/बिल्कुल \(apps\/web\/src\/locales\/hi\.po\)/);
  });

  it('passes a good fixture library', () => {
    expect(auditAfter(() => {})).toEqual([]);
  });

  it.each([
    [
      'two stories with one title',
      ((story) => {
        story(2).json.title_en = story(1).json.title_en;
      }) as Edit,
      /story-2: title_en "Story b" is also story-1's/,
    ],
    [
      'a title whose words another title already has',
      ((story) => {
        story(1).json.title_en = 'The Mango Boat';
        story(2).json.title_en = 'Mango Boat Morning';
      }) as Edit,
      /story-2: its title "Mango Boat Morning" repeats the words of story-1's "The Mango Boat"/,
    ],
    [
      'more than half of two stories’ foods the same',
      ((story) => {
        story(1).json.catalogue.foods = ['dal', 'rice'];
        story(3).json.catalogue.foods = ['rice', 'dal', 'carrot'];
      }) as Edit,
      /story-3: its foods repeat story-1's \(dal, rice\)/,
    ],
    [
      'a brand name in English',
      ((story) => {
        story(2).json.stories_slides[1]!.description_en = 'A bowl of maggi noodles.';
      }) as Edit,
      /story-2: names the brand "Maggi"/,
    ],
    [
      'a brand name in Hindi',
      ((story) => {
        story(3).json.meta_slides[0]!.image_alt_hi = 'मैगी का कटोरा';
      }) as Edit,
      /story-3: names the brand "मैगी"/,
    ],
    [
      'a picture that is not well-formed XML',
      ((story) => {
        fs.writeFileSync(
          path.join(story(1).dir, 'two.svg'),
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><g></svg>',
        );
      }) as Edit,
      /story-1\/two\.svg is not well-formed XML/,
    ],
    [
      'a story over its size budget',
      ((story) => {
        const padding = `<!--${'x'.repeat(STORY_BUDGET_BYTES)}-->`;
        fs.writeFileSync(
          path.join(story(2).dir, 'one.svg'),
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${padding}</svg>`,
        );
      }) as Edit,
      /story-2: 1\d\d KB, over the 120 KB a story may take/,
    ],
    [
      'one word written with and without a nukta',
      ((story) => {
        story(1).json.stories_slides[0]!.description_hi = 'बच्चा ख़ुश है।';
        story(2).json.stories_slides[0]!.description_hi = 'बच्चा खुश है।';
      }) as Edit,
      /one word written 2 ways: (ख़ुश \(story-1\) \/ खुश \(story-2\)|खुश \(story-2\) \/ ख़ुश \(story-1\))/,
    ],
    [
      'one word written with and without a halant',
      ((story) => {
        story(1).json.stories_slides[0]!.description_hi = 'बिलकुल ठीक।';
        story(1).json.stories_slides[1]!.description_hi = 'बिल्कुल ठीक।';
      }) as Edit,
      /one word written 2 ways: .*बिलकुल.*बिल्कुल|one word written 2 ways: .*बिल्कुल.*बिलकुल/,
    ],
    [
      'one word written with a chandrabindu and an anusvara',
      ((story) => {
        story(2).json.stories_slides[2]!.title_hi = 'माँ आई';
        story(3).json.stories_slides[2]!.title_hi = 'मां आई';
      }) as Edit,
      /one word written 2 ways/,
    ],
  ])('fails on %s', (_what, edit, expected) => {
    const problems = auditAfter(edit);
    expect(problems.join('\n')).toMatch(expected);
  });

  it('allows two spellings the glossary says are two words', () => {
    const problems = auditAfter(
      (story) => {
        story(1).json.stories_slides[0]!.description_hi = 'हंस तैरता है।';
        story(2).json.stories_slides[0]!.description_hi = 'बच्चा हँस पड़ा।';
      },
      { both_allowed: [{ words: ['हंस', 'हँस'], why: 'a swan; to laugh' }] },
    );
    expect(problems).toEqual([]);
  });

  it('reads an SVG as XML: an <svg> root, closed tags', () => {
    expect(svgProblem('<svg viewBox="0 0 4 3"><circle r="1"/></svg>')).toBeNull();
    expect(svgProblem('<g/>')).toBe('does not start with an <svg> element');
    expect(svgProblem('<svg viewBox="0 0 4 3"><circle r="1"></svg>')).toMatch(/not well-formed/);
    expect(svgProblem('<svg viewBox="0 0 4 3" fill="a" fill="b"/>')).toMatch(/not well-formed/);
  });
});
