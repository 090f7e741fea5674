import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hindiText as hindi } from '../../i18n/hindi-text';

/**
 * The story library is data: one folder per story under apps/api/content/stories, holding
 * story.json and its pictures. It is read and checked once at start, so adding a story is
 * adding a folder (docs/stories.md); a broken file stops the server with the reason.
 */

export const STORY_REGIONS = ['north', 'south', 'east', 'west', 'north-east', 'all-india'] as const;
export const STORY_DIETS = ['vegetarian', 'eggs', 'non-vegetarian'] as const;

const english = z.string().trim().min(1);
const fileName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/,
    'must be a picture file name in this folder (svg, png, jpg, webp)',
  );
const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour such as #F29F05');

const slideFileSchema = z.strictObject({
  title: english.max(80),
  title_hi: hindi('title_hi').max(80),
  description_en: english.max(600),
  description_hi: hindi('description_hi').max(800),
  image_en: fileName,
  /** Defaults to image_en: most pictures carry no words. */
  image_hi: fileName.optional(),
  image_alt_en: english.max(200),
  image_alt_hi: hindi('image_alt_hi').max(250),
  banner: fileName.nullable().default(null),
  style: z
    .strictObject({
      bg: color.nullable().default(null),
      text_color: color.nullable().default(null),
    })
    .default({ bg: null, text_color: null }),
});

export const storyFileSchema = z.strictObject({
  story_code: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  /** Unlock order: the trial and every plan unlock the lowest sequence not yet unlocked. */
  sequence: z.number().int().min(1),
  title_en: english.max(60),
  title_hi: hindi('title_hi').max(80),
  cover_title: english.max(40),
  /** "Ages 2–5": who the text and its length suit, from 1 to 6. */
  age_string: english.regex(/^Ages [1-5]–[2-6]$/, 'must read "Ages A–B", A and B from 1 to 6'),
  /** What the catalogue table in docs/stories.md lists, and the repetition check compares. */
  catalogue: z.strictObject({
    /** The foods the story is about, hero first, as families name them (lowercase). */
    foods: z
      .array(z.string().regex(/^[a-z][a-z -]*[a-z]$/, 'must be a lowercase food name'))
      .min(1)
      .max(4),
    region: z.enum(STORY_REGIONS),
    diet: z.enum(STORY_DIETS),
    /** One line: the idea, festival, season or habit the story is about. */
    theme: english.max(60),
  }),
  image_only: z.boolean(),
  banner: fileName,
  style: z.strictObject({
    bg: color,
    bg_image: fileName.nullable(),
    progress_bar_color: color,
    title_en: color,
    title_hi: color,
  }),
  meta_slides: z.array(slideFileSchema).min(1).max(4),
  stories_slides: z.array(slideFileSchema).min(3).max(16),
});

export type StoryFile = z.infer<typeof storyFileSchema>;
export type StorySlideFile = z.infer<typeof slideFileSchema>;

/** Who may fetch a picture: covers show on locked cards too; slide pictures need the story unlocked. */
export type MediaAccess = 'cover' | 'slide';

export interface StoryDefinition extends StoryFile {
  /** file name → who may fetch it */
  media: Map<string, MediaAccess>;
  dir: string;
}

export interface StoryLibrary {
  stories: StoryDefinition[];
  byCode: Map<string, StoryDefinition>;
}

export class StoryLibraryError extends Error {
  override name = 'StoryLibraryError';
}

const MAX_PICTURE_BYTES = 400 * 1024;

/** SVGs are served from our origin, so nothing in them may run code or fetch from elsewhere. */
const UNSAFE_SVG = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

function checkPicture(file: string): string | null {
  if (!fs.existsSync(file)) return 'is missing';
  const size = fs.statSync(file).size;
  if (size > MAX_PICTURE_BYTES)
    return `is ${Math.round(size / 1024)} KB; pictures must be at most ${MAX_PICTURE_BYTES / 1024} KB`;
  if (file.endsWith('.svg')) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/<svg[\s>]/.test(text)) return 'is not an SVG';
    if (!/viewBox=/.test(text)) return 'needs a viewBox so it scales to any screen';
    const unsafe = UNSAFE_SVG.find((pattern) => pattern.test(text));
    if (unsafe)
      return `contains something not allowed in our SVGs (${unsafe.source}): no scripts, event handlers, external links or foreignObject`;
  }
  return null;
}

function slideFiles(slide: StorySlideFile): string[] {
  return [
    slide.image_en,
    slide.image_hi ?? slide.image_en,
    ...(slide.banner ? [slide.banner] : []),
  ];
}

export function loadStoryLibrary(root: string): StoryLibrary {
  if (!fs.existsSync(root)) throw new StoryLibraryError(`Story folder not found: ${root}`);
  const problems: string[] = [];
  const stories: StoryDefinition[] = [];
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

  for (const folder of folders) {
    const dir = path.join(root, folder);
    const jsonPath = path.join(dir, 'story.json');
    if (!fs.existsSync(jsonPath)) {
      problems.push(`${folder}: story.json is missing`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
    } catch (error) {
      problems.push(`${folder}/story.json: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = storyFileSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${folder}/story.json ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const story = parsed.data;
    if (story.story_code !== folder)
      problems.push(
        `${folder}/story.json: story_code "${story.story_code}" must equal the folder name`,
      );

    const media = new Map<string, MediaAccess>();
    for (const name of [story.banner, ...(story.style.bg_image ? [story.style.bg_image] : [])])
      media.set(name, 'cover');
    for (const slide of [...story.meta_slides, ...story.stories_slides]) {
      for (const name of slideFiles(slide)) if (!media.has(name)) media.set(name, 'slide');
    }
    for (const name of media.keys()) {
      const problem = checkPicture(path.join(dir, name));
      if (problem) problems.push(`${folder}/${name} ${problem}`);
    }
    stories.push({ ...story, media, dir });
  }

  const seen = new Map<number, string>();
  for (const story of stories) {
    const other = seen.get(story.sequence);
    if (other)
      problems.push(`${story.story_code}: sequence ${story.sequence} is already used by ${other}`);
    seen.set(story.sequence, story.story_code);
  }
  if (problems.length > 0)
    throw new StoryLibraryError(`The story library has problems:\n  ${problems.join('\n  ')}`);

  stories.sort((a, b) => a.sequence - b.sequence);
  return { stories, byCode: new Map(stories.map((s) => [s.story_code, s])) };
}

/** apps/api/content/stories, found from wherever this module runs (src or the dist bundle). */
export function defaultStoriesDir(from = path.dirname(new URL(import.meta.url).pathname)): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'content', 'stories');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('apps/api/content/stories');
    dir = parent;
  }
}
