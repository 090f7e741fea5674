import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';

describe('children', () => {
  // 06:30 UTC on 22 Nov is noon in India: "today" there is 2026-11-22.
  const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });
  const create = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers,
      payload: payload as object,
    });
  const list = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/vaccinetracker/onboarding/', headers });

  it('adds a child and lists the parent’s own children only', async () => {
    const parent = await createParent(ctx);
    const other = await createParent(ctx, {
      children: [{ name: 'Other', dob: '2020-01-01', gender: 'boy' }],
    });
    const res = await create(parent.headers, {
      name: 'आरव Sharma',
      dob: '2026-11-22',
      gender: 'boy',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'आरव Sharma',
      dob: '2026-11-22',
      gender: 'boy',
      schedule: 'iap-acvip-2023',
      gestational_weeks: null,
      gestational_days: null,
      role: 'owner',
      shared_by: null,
    });
    const mine = (await list(parent.headers)).json().children;
    expect(mine).toHaveLength(1);
    expect(
      (await list(other.headers)).json().children.map((c: { name: string }) => c.name),
    ).toEqual(['Other']);
  });

  it.each([
    [{ name: '', dob: '2024-01-01', gender: 'girl' }, 'Name is required'],
    [
      { name: 'A'.repeat(21), dob: '2024-01-01', gender: 'girl' },
      'Name can have at most 20 letters',
    ],
    [{ name: 'R2D2', dob: '2024-01-01', gender: 'girl' }, 'Name can have letters and spaces only'],
    [{ name: 'Ira', dob: '2024-02-30', gender: 'girl' }, 'Please enter the date as YYYY-MM-DD'],
    [{ name: 'Ira', dob: '01/02/2024', gender: 'girl' }, 'Please enter the date as YYYY-MM-DD'],
    [{ name: 'Ira', dob: '2026-11-23', gender: 'girl' }, 'Birth date cannot be in the future'],
    [
      { name: 'Ira', dob: '1900-01-01', gender: 'girl' },
      'Please choose a date between 1980 and 2050',
    ],
    [
      { name: 'Ira', dob: '1979-12-31', gender: 'girl' },
      'Please choose a date between 1980 and 2050',
    ],
    [{ name: 'Ira', dob: '2024-01-01', gender: 'other' }, 'Please choose Girl or Boy'],
    [{ name: 'Ira', dob: '2024-01-01' }, 'Please choose Girl or Boy'],
  ])('rejects %j with "%s" and adds nothing', async (payload, message) => {
    const parent = await createParent(ctx);
    const res = await create(parent.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await list(parent.headers)).json().children).toHaveLength(0);
  });

  it('names the input at fault: a birth date after today is refused on dob', async () => {
    const parent = await createParent(ctx);
    const res = await create(parent.headers, { name: 'Ira', dob: '2026-11-23', gender: 'girl' });
    expect(res.json()).toEqual({
      message: 'Birth date cannot be in the future',
      code: 'validation_failed',
      field: 'dob',
    });
  });

  it('uses the Indian date for "today": a child born on the 23rd is fine at 00:30 IST', async () => {
    const parent = await createParent(ctx);
    ctx.clock.set('2026-11-22T19:00:00.000Z'); // 00:30 on the 23rd in India
    try {
      expect(
        (await create(parent.headers, { name: 'Navya', dob: '2026-11-23', gender: 'girl' }))
          .statusCode,
      ).toBe(201);
    } finally {
      ctx.clock.set('2026-11-22T06:30:00.000Z');
    }
  });

  it('allows three children and refuses the fourth', async () => {
    const parent = await createParent(ctx);
    for (const name of ['One', 'Two', 'Three'])
      expect(
        (await create(parent.headers, { name, dob: '2022-01-01', gender: 'girl' })).statusCode,
      ).toBe(201);
    const fourth = await create(parent.headers, { name: 'Four', dob: '2022-01-01', gender: 'boy' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('You can add up to 3 children');
  });

  it('keeps the limit when 10 creates race on an account with 2 children', async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'One', dob: '2022-01-01', gender: 'girl' },
        { name: 'Two', dob: '2023-01-01', gender: 'boy' },
      ],
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(parent.headers, {
          name: `Racer ${'abcdefghij'[i]}`,
          dob: '2024-01-01',
          gender: 'girl',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await list(parent.headers)).json().children).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create({}, { name: 'Ira', dob: '2024-01-01', gender: 'girl' })).statusCode).toBe(
      401,
    );
  });
});
