import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStoryLibrary } from '../../test/story-fixtures';
import { defaultStoriesDir, loadStoryLibrary } from './story-library';

/** A fixture library with one story changed by `edit`, loaded: the error message, or null. */
function problemsAfter(
  edit: (storyDir: string, story: Record<string, unknown>) => void,
): string | null {
  const { dir } = writeStoryLibrary(2);
  const storyDir = path.join(dir, 'story-1');
  const story = JSON.parse(fs.readFileSync(path.join(storyDir, 'story.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  edit(storyDir, story);
  fs.writeFileSync(path.join(storyDir, 'story.json'), JSON.stringify(story));
  try {
    loadStoryLibrary(dir);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the story library', () => {
  it('ships at least 100 complete bilingual stories, in one unlock order', () => {
    const library = loadStoryLibrary(defaultStoriesDir());
    expect(library.stories.length).toBeGreaterThanOrEqual(100);
    const sequences = library.stories.map((s) => s.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    for (const story of library.stories) {
      expect(story.title_hi, story.story_code).toMatch(/[\u0900-\u097F]/);
      expect(story.stories_slides.length, story.story_code).toBeGreaterThanOrEqual(3);
      for (const slide of story.stories_slides) {
        expect(slide.description_en.length, story.story_code).toBeGreaterThan(0);
        expect(slide.description_hi, story.story_code).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('reads a valid library in sequence order, knowing which pictures are covers', () => {
    const { library } = writeStoryLibrary(3);
    expect(library.stories.map((s) => s.story_code)).toEqual(['story-1', 'story-2', 'story-3']);
    expect(library.byCode.get('story-2')?.media.get('cover.svg')).toBe('cover');
    expect(library.byCode.get('story-2')?.media.get('one.svg')).toBe('slide');
  });

  it.each([
    [
      'an SVG with a script',
      (dir: string) =>
        fs.writeFileSync(
          path.join(dir, 'one.svg'),
          '<svg viewBox="0 0 4 3"><script>alert(1)</script></svg>',
        ),
      /one\.svg contains something not allowed/,
    ],
    [
      'an SVG with an event handler',
      (dir: string) =>
        fs.writeFileSync(
          path.join(dir, 'one.svg'),
          '<svg viewBox="0 0 4 3" onload="alert(1)"></svg>',
        ),
      /not allowed/,
    ],
    [
      'an SVG linking elsewhere',
      (dir: string) =>
        fs.writeFileSync(
          path.join(dir, 'one.svg'),
          '<svg viewBox="0 0 4 3"><image href="https://evil.example/x.png"/></svg>',
        ),
      /not allowed/,
    ],
    [
      'an SVG without a viewBox',
      (dir: string) =>
        fs.writeFileSync(path.join(dir, 'one.svg'), '<svg width="4" height="3"></svg>'),
      /needs a viewBox/,
    ],
    [
      'a missing picture',
      (dir: string) => fs.rmSync(path.join(dir, 'two.svg')),
      /two\.svg is missing/,
    ],
  ])('refuses %s', (_name, edit, message) => {
    expect(problemsAfter((dir) => edit(dir))).toMatch(message);
  });

  it('refuses Hindi text that is not in Devanagari, a code unlike its folder, and a repeated sequence', () => {
    expect(problemsAfter((_dir, story) => Object.assign(story, { title_hi: 'Kahani' }))).toMatch(
      /title_hi must be written in Hindi/,
    );
    expect(
      problemsAfter((_dir, story) => Object.assign(story, { story_code: 'other-code' })),
    ).toMatch(/must equal the folder name/);
    expect(problemsAfter((_dir, story) => Object.assign(story, { sequence: 2 }))).toMatch(
      /sequence 2 is already used/,
    );
    expect(problemsAfter((_dir, story) => Object.assign(story, { unknown_field: true }))).toMatch(
      /unknown_field|Unrecognized/,
    );
  });
});
