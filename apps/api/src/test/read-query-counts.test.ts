import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { queryCounter } from './count-queries';
import { createParent, type TestParent } from './factories';
import { multipart, SAMPLE_PDF } from './multipart';
import { writeStoryLibrary } from './story-fixtures';

/**
 * The reads a signed-in parent makes most (dashboard, growth, stories) are held to one query
 * after the session lookup: `npm run bench` measures them against one indexed SELECT, and the
 * target (≥ 50% of its requests/s) leaves room for two round trips, not four. A change that
 * adds a query to one of them fails here, with the statements listed.
 */
const ctx = useTestApp({
  now: '2026-11-22T06:30:00.000Z',
  deps: { stories: writeStoryLibrary(5).library },
});
let counter: ReturnType<typeof queryCounter>;
let parent: TestParent;
let childId: string;

beforeAll(async () => {
  counter = queryCounter(ctx.database.db);
  parent = await createParent(ctx, {
    children: [{ name: 'Ira', dob: '2025-09-01', gender: 'girl' }],
  });
  childId = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
    })
  ).json().children[0].id;
  // Real data in every read: a vaccine done with its prescription, growth records, the stories opened.
  const dashboard = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: parent.headers,
    })
  ).json();
  const due = [...dashboard.missed_vaccines, ...dashboard.outstanding_vaccines][0];
  const form = multipart(
    { vaccine_id: due.id, status: 'complete', vaccinated_on: due.date_of_vaccination },
    { field: 'prescription', name: 'rx.pdf', type: 'application/pdf', data: SAMPLE_PDF },
  );
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/',
        headers: { ...parent.headers, ...form.headers },
        payload: form.payload,
      })
    ).statusCode,
  ).toBe(200);
  for (const record_date of ['2025-09-01', '2025-10-01', '2025-11-01']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/childgrowthreport/',
      headers: parent.headers,
      payload: { child_id: childId, record_date, weight: 4.2 },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => counter?.restore());

const read =
  (url: string, headers: Record<string, string> = {}) =>
  async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...parent.headers, ...headers },
    });
    expect(res.statusCode).toBe(200);
  };

describe('queries per read (session lookup + one)', () => {
  it('the dashboard', async () => {
    const url = `/api/vaccinetracker/dashboard/?child_id=${childId}`;
    await read(url)(); // the file-link key is read once per process
    expect(await counter.during(read(url))).toHaveLength(2);
    // In the language the request names, or else the parent's, read with the child: no query more.
    expect(await counter.during(read(url, { 'accept-language': 'hi' }))).toHaveLength(2);
  });

  it('growth', async () => {
    expect(
      await counter.during(
        read(`/api/vaccinetracker/dashboard/childgrowthreport/?child_id=${childId}`),
      ),
    ).toHaveLength(2);
  });

  it("stories, once the day's story is unlocked", async () => {
    // The first visit starts the trial and unlocks today's story (writes); every later visit only reads.
    const first = await counter.during(read('/api/features/meal-stories/'));
    expect(first.length).toBeGreaterThan(2);
    const later = await counter.during(read('/api/features/meal-stories/'));
    expect(later).toHaveLength(2);
  });

  it('counts what it should: the statements are the session lookup, then the read', async () => {
    const statements = await counter.during(
      read(`/api/vaccinetracker/dashboard/?child_id=${childId}`),
    );
    expect(statements[0]).toMatch(/from "sessions"/);
    // The entries come back as one JSON array from a subquery of the same statement.
    expect(statements[1]).toMatch(/from "vaccine_entries".*from "children".*join "users"/s);
  });
});
