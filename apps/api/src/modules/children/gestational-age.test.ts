import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';

const PATH = '/api/vaccinetracker/onboarding/';

/** The optional gestational age at birth: weeks + days on the wire, days in the database. */
describe("a child's gestational age", () => {
  const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });
  const create = (parent: TestParent, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: parent.headers,
      payload: { name: 'Ira', dob: '2026-10-01', gender: 'girl', ...payload },
    });
  const put = (parent: TestParent, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: PATH, headers: parent.headers, payload });
  const stored = async (id: string) =>
    (
      await ctx.database.db
        .select({ days: children.gestationalAgeDays })
        .from(children)
        .where(eq(children.id, id))
    )[0]!.days;

  it('is kept as weeks + days, stored in days, and listed and returned at sign-in alike', async () => {
    const parent = await createParent(ctx);
    const res = await create(parent, { gestational_weeks: 32, gestational_days: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gestational_weeks: 32, gestational_days: 3 });
    expect(await stored(res.json().id)).toBe(227);
    const listed = (
      await ctx.app.inject({ method: 'GET', url: PATH, headers: parent.headers })
    ).json().children[0];
    expect(listed).toMatchObject({ gestational_weeks: 32, gestational_days: 3 });
  });

  it('takes weeks alone as +0 days, and is null when not given', async () => {
    const parent = await createParent(ctx);
    expect((await create(parent, { gestational_weeks: 36 })).json()).toMatchObject({
      gestational_weeks: 36,
      gestational_days: 0,
    });
    expect((await create(parent, { gestational_weeks: null })).json()).toMatchObject({
      gestational_weeks: null,
      gestational_days: null,
    });
    expect((await create(parent, {})).json()).toMatchObject({
      gestational_weeks: null,
      gestational_days: null,
    });
  });

  it.each([
    [
      { gestational_weeks: 21, gestational_days: 6 },
      'Weeks must be from 22 to 42',
      'gestational_weeks',
    ],
    [{ gestational_weeks: 43 }, 'Weeks must be from 22 to 42', 'gestational_weeks'],
    [{ gestational_weeks: 32.5 }, 'Weeks must be from 22 to 42', 'gestational_weeks'],
    [{ gestational_weeks: '32' }, 'Weeks must be from 22 to 42', 'gestational_weeks'],
    [
      { gestational_weeks: 32, gestational_days: 7 },
      'Days must be from 0 to 6',
      'gestational_days',
    ],
    [
      { gestational_weeks: 32, gestational_days: -1 },
      'Days must be from 0 to 6',
      'gestational_days',
    ],
    [{ gestational_days: 3 }, 'Please enter the weeks', 'gestational_weeks'],
  ])('refuses %j with "%s" on %s', async (payload, message, field) => {
    const parent = await createParent(ctx);
    const res = await create(parent, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'validation_failed', field });
  });

  it('accepts the ends of the range, 22+0 and 42+6', async () => {
    const parent = await createParent(ctx);
    const early = await create(parent, { gestational_weeks: 22, gestational_days: 0 });
    expect(await stored(early.json().id)).toBe(154);
    const late = await create(parent, { gestational_weeks: 42, gestational_days: 6 });
    expect(await stored(late.json().id)).toBe(300);
  });

  it('is changed by an edit that sends it, cleared by null, and kept by one that leaves it out', async () => {
    const parent = await createParent(ctx);
    const { id } = (await create(parent, { gestational_weeks: 30, gestational_days: 2 })).json();
    const base = { id, name: 'Ira', dob: '2026-10-01' };

    const kept = await put(parent, base);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().child).toMatchObject({ gestational_weeks: 30, gestational_days: 2 });

    const changed = await put(parent, { ...base, gestational_weeks: 33, gestational_days: 0 });
    expect(changed.json().child).toMatchObject({ gestational_weeks: 33, gestational_days: 0 });
    expect(await stored(id)).toBe(231);

    const refused = await put(parent, { ...base, gestational_weeks: 50 });
    expect(refused.json()).toMatchObject({ field: 'gestational_weeks' });
    expect(await stored(id)).toBe(231);

    const cleared = await put(parent, { ...base, gestational_weeks: null, gestational_days: null });
    expect(cleared.json().child).toMatchObject({ gestational_weeks: null, gestational_days: null });
    expect(await stored(id)).toBeNull();
  });
});
