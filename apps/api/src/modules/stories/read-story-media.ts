import fs from 'node:fs/promises';
import path from 'node:path';
import { STORY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { hasUnlocked } from './entitlements-repository';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A story picture: covers for any signed-in parent, slide pictures only once the story is theirs. */
export async function readStoryMedia(
  deps: AppDeps,
  userId: string,
  storyCode: string,
  fileName: string,
) {
  const story = deps.stories.byCode.get(storyCode);
  const access = story?.media.get(fileName);
  if (!story || !access) throw AppError.notFound('Picture not found');
  if (access === 'slide' && !(await hasUnlocked(deps.database.db, userId, storyCode)))
    throw AppError.forbidden(STORY_MESSAGES.storyLocked);
  return {
    body: await fs.readFile(path.join(story.dir, fileName)),
    contentType: CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream',
  };
}
