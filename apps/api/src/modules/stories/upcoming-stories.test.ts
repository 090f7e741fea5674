import { UPCOMING_STORIES_SHOWN } from '@tika/contract';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { writeStoryLibrary } from '../../test/story-fixtures';

/** A library of 12: the page lists the next few locked stories, and all of them on request. */
const ctx = useTestApp({
  now: '2026-11-22T06:30:00.000Z',
  deps: { stories: writeStoryLibrary(12).library },
});

const codes = async (parent: TestParent, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/features/meal-stories/${query}`,
    headers: parent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().stories as Array<{ story_code: string; locked: boolean }>).map(
    (s) => `${s.story_code}${s.locked ? ' (locked)' : ''}`,
  );
};

it('lists the unlocked stories and the next few to come, or all of them with ?upcoming=all', async () => {
  const parent = await createParent(ctx);
  const next = Array.from({ length: UPCOMING_STORIES_SHOWN }, (_, i) => `story-${i + 2} (locked)`);
  expect(await codes(parent)).toEqual(['story-1', ...next]);
  const all = Array.from({ length: 11 }, (_, i) => `story-${i + 2} (locked)`);
  expect(await codes(parent, '?upcoming=all')).toEqual(['story-1', ...all]);
  expect(await codes(parent, '?upcoming=2')).toEqual([
    'story-1',
    'story-2 (locked)',
    'story-3 (locked)',
  ]);
  expect(await codes(parent, '?upcoming=0')).toEqual(['story-1']);
});

it('refuses an upcoming that is neither a count nor "all"', async () => {
  const parent = await createParent(ctx);
  for (const bad of ['lots', '-1', '1.5']) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/features/meal-stories/?upcoming=${bad}`,
      headers: parent.headers,
    });
    expect(res.statusCode, bad).toBe(400);
  }
});
