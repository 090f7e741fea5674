import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadStoryLibrary, type StoryLibrary } from '../modules/stories/story-library';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><circle cx="200" cy="150" r="80" fill="#F29F05"/></svg>';

const slide = (n: number, image: string) => ({
  title: `Slide ${n}`,
  title_hi: `पन्ना ${n}`,
  description_en: `Slide ${n} of the story.`,
  description_hi: `कहानी का पन्ना ${n}।`,
  image_en: image,
  image_alt_en: 'A round orange sun',
  image_alt_hi: 'गोल नारंगी सूरज',
});

/** 1 → "b", 26 → "ba": a word of letters per story, so titles and foods differ as words do. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

/** A small library in a temp folder: `count` stories, codes story-1…story-N, in sequence order. */
export function writeStoryLibrary(count: number): { dir: string; library: StoryLibrary } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-stories-'));
  for (let i = 1; i <= count; i++) {
    const code = `story-${i}`;
    fs.mkdirSync(path.join(dir, code));
    for (const file of ['cover.svg', 'meta.svg', 'one.svg', 'two.svg', 'three.svg'])
      fs.writeFileSync(path.join(dir, code, file), SVG);
    const story = {
      story_code: code,
      sequence: i,
      title_en: `Story ${letters(i)}`,
      title_hi: `कहानी ${i}`,
      cover_title: `Story ${letters(i)}`,
      age_string: 'Ages 2–5',
      catalogue: {
        foods: [`food ${letters(i)}`],
        region: 'all-india',
        diet: 'vegetarian',
        theme: 'a test story',
      },
      image_only: false,
      banner: 'cover.svg',
      style: {
        bg: '#FFF6E5',
        bg_image: null,
        progress_bar_color: '#E07A1F',
        title_en: '#4A2B0F',
        title_hi: '#4A2B0F',
      },
      meta_slides: [slide(0, 'meta.svg')],
      stories_slides: [slide(1, 'one.svg'), slide(2, 'two.svg'), slide(3, 'three.svg')],
    };
    fs.writeFileSync(path.join(dir, code, 'story.json'), JSON.stringify(story, null, 2));
  }
  return { dir, library: loadStoryLibrary(dir) };
}
