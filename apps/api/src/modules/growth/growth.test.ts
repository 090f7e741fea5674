import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, createParentWithChild, type TestParent } from '../../test/factories';

const PATH = '/api/vaccinetracker/dashboard/childgrowthreport/';

describe('growth records', () => {
  const ctx = useTestApp();
  async function parentWithChild(dob = '2025-11-22', gender: 'girl' | 'boy' = 'boy') {
    return createParentWithChild(ctx, { name: 'Kabir', dob, gender });
  }
  const add = (parent: TestParent, payload: object) =>
    ctx.app.inject({ method: 'POST', url: PATH, headers: parent.headers, payload });
  const list = (parent: TestParent, childId: string) =>
    ctx.app.inject({ method: 'GET', url: `${PATH}?child_id=${childId}`, headers: parent.headers });

  it('adds records and lists them with feet and inches and WHO percentiles', async () => {
    const { parent, childId } = await parentWithChild('2025-11-22', 'boy');
    // 365 days old, 9.6 kg: just under the median (z -0.04 from the WHO table).
    const res = await add(parent, {
      child_id: childId,
      weight: 9.6,
      height: 75.7,
      record_date: '2026-11-22',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Growth record added');
    await add(parent, { child_id: childId, weight: '4.5', record_date: '2026-01-10' });

    const body = (await list(parent, childId)).json();
    expect(body.who_available).toBe(true);
    expect(body.records.map((r: { record_date: string }) => r.record_date)).toEqual([
      '2026-01-10',
      '2026-11-22',
    ]);
    const latest = body.records[1];
    expect(latest).toMatchObject({
      weight: 9.6,
      height: 75.7,
      height_feet_inches: '2 ft 6 in',
      age_days: 365,
    });
    expect(latest.who.weight_for_age.z).toBeCloseTo(-0.04, 2);
    expect(latest.who.weight_for_age.percentile).toBeCloseTo(48.3, 0);
    expect(latest.who.length_for_age).not.toBeNull();
    expect(latest.who.weight_for_length).not.toBeNull();
    expect(latest.who.bmi_for_age).not.toBeNull();
    expect(body.records[0].who.length_for_age).toBeNull();
  });

  /**
   * Reference z-scores computed independently from the published WHO tables
   * (docs/reference/who-growth-standards, per its README: restricted formula for the weight
   * indicators, 0.7 cm position adjustment, BMI from the adjusted length, LMS interpolated
   * between 0.1 cm rows for weight-for-length/height) with a short Python script, not with
   * this project's code.
   */
  const WHO_REFERENCE = [
    {
      what: 'a girl under two (400 days), measured lying',
      child: { dob: '2025-06-01', gender: 'girl' as const },
      record: { weight: 9.1, height: 76.4, measured: 'lying', record_date: '2026-07-06' },
      z: {
        weight_for_age: -0.0899,
        length_for_age: 0.385,
        weight_for_length: -0.3714,
        bmi_for_age: -0.4509,
      },
    },
    {
      what: 'a boy over two (1000 days), measured standing',
      child: { dob: '2024-01-01', gender: 'boy' as const },
      record: { weight: 13.9, height: 94.2, measured: 'standing', record_date: '2026-09-27' },
      z: {
        weight_for_age: 0.057,
        length_for_age: 0.0645,
        weight_for_length: 0.0276,
        bmi_for_age: -0.0274,
      },
    },
    {
      what: 'the same boy measured lying (0.7 cm more): adjusted to his standing height',
      child: { dob: '2024-01-01', gender: 'boy' as const },
      record: { weight: 13.9, height: 94.9, measured: 'lying', record_date: '2026-09-27' },
      z: {
        weight_for_age: 0.057,
        length_for_age: 0.0645,
        weight_for_length: 0.0276,
        bmi_for_age: -0.0274,
      },
    },
    {
      what: 'a boy under two (524 days) measured standing: +0.7 cm',
      child: { dob: '2025-01-01', gender: 'boy' as const },
      record: { weight: 10.2, height: 80.3, measured: 'standing', record_date: '2026-06-09' },
      z: {
        weight_for_age: -0.4956,
        length_for_age: -0.1767,
        weight_for_length: -0.5075,
        bmi_for_age: -0.5375,
      },
    },
    {
      what: 'the same boy without a position: taken as lying, the usual way under two',
      child: { dob: '2025-01-01', gender: 'boy' as const },
      record: { weight: 10.2, height: 80.3, record_date: '2026-06-09' },
      z: {
        weight_for_age: -0.4956,
        length_for_age: -0.4406,
        weight_for_length: -0.3545,
        bmi_for_age: -0.3135,
      },
    },
  ];

  it.each(WHO_REFERENCE)('gives all four WHO z-scores for $what', async ({ child, record, z }) => {
    const { parent, childId } = await parentWithChild(child.dob, child.gender);
    const added = await add(parent, { child_id: childId, ...record });
    expect(added.statusCode).toBe(201);
    const [listed] = (await list(parent, childId)).json().records;
    expect(listed.measured).toBe(record.measured ?? null);
    for (const [indicator, expected] of Object.entries(z)) {
      // The API rounds z to two decimals.
      expect(Math.abs(listed.who[indicator].z - expected), indicator).toBeLessThanOrEqual(0.01);
    }
  });

  it('interpolates weight-for-length between the 0.1 cm rows (81.25 cm is not rounded to 81.3)', async () => {
    const { parent, childId } = await parentWithChild('2025-01-01', 'boy');
    await add(parent, {
      child_id: childId,
      weight: 10.5,
      height: 81.25,
      record_date: '2026-05-16',
    });
    const [listed] = (await list(parent, childId)).json().records;
    // Reference −0.2095 (interpolated); at 81.3 cm it would be −0.2206, at 81.2 cm −0.1985.
    expect(Math.abs(listed.who.weight_for_length.z - -0.2095)).toBeLessThanOrEqual(0.006);
  });

  it("keeps no measuring position without a height, and refuses one that isn't lying or standing", async () => {
    const { parent, childId } = await parentWithChild();
    const weightOnly = await add(parent, {
      child_id: childId,
      weight: 8,
      measured: 'standing',
      record_date: '2026-10-01',
    });
    expect(weightOnly.json().record.measured).toBeNull();
    const wrong = await add(parent, {
      child_id: childId,
      height: 70,
      measured: 'sitting',
      record_date: '2026-10-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Measured must be 'lying' or 'standing'");
  });

  it('compares a child past five years with the WHO reference for 5 to 19 years', async () => {
    // 7 years 10 months: height and BMI for age, weight for age (to 10 years), no weight-for-height.
    const { parent, childId } = await parentWithChild('2019-01-01', 'girl');
    await add(parent, { child_id: childId, weight: 25, height: 125, record_date: '2026-11-01' });
    const body = (await list(parent, childId)).json();
    expect(body.who_available).toBe(true);
    const [record] = body.records;
    expect(record.who.length_for_age).toEqual({
      z: expect.any(Number),
      percentile: expect.any(Number),
    });
    expect(record.who.bmi_for_age).not.toBeNull();
    expect(record.who.weight_for_age).not.toBeNull();
    expect(record.who.weight_for_length).toBeNull();
    expect(record.weight).toBe(25);
  });

  it('shows measurements without WHO percentiles past 19 years, and says so', async () => {
    const { parent, childId } = await parentWithChild('2006-01-01', 'girl');
    await add(parent, { child_id: childId, weight: 55, height: 160, record_date: '2026-11-01' });
    const body = (await list(parent, childId)).json();
    expect(body.who_available).toBe(false);
    expect(body.records[0].who).toEqual({
      weight_for_age: null,
      length_for_age: null,
      weight_for_length: null,
      bmi_for_age: null,
    });
    expect(body.records[0].weight).toBe(55);
  });

  it('compares a baby born early at the corrected age, and gives none before the due date', async () => {
    const parent = await createParent(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { name: 'Mira', dob: '2026-07-01', gender: 'girl', gestational_weeks: 32 },
    });
    const childId = created.json().id;
    const atBirth = await add(parent, {
      child_id: childId,
      weight: 1.6,
      record_date: '2026-07-01',
    });
    expect(atBirth.json().record).toMatchObject({
      age_days: 0,
      corrected_age_days: -56,
      who: { weight_for_age: null },
      who_flags: { weight_for_age: false },
    });
    await add(parent, { child_id: childId, weight: 3.9, record_date: '2026-10-01' });
    const body = (await list(parent, childId)).json();
    expect(body).toMatchObject({ gestational_weeks: 32, gestational_days: 0, who_available: true });
    expect(body.records[1]).toMatchObject({ age_days: 92, corrected_age_days: 36 });
    expect(body.records[1].who.weight_for_age.percentile).toBeGreaterThan(15);

    // Told later that she was born at term, the same records use the age from birth.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { id: childId, name: 'Mira', dob: '2026-07-01', gestational_weeks: 39 },
    });
    const atTerm = (await list(parent, childId)).json();
    expect(atTerm.records[0].corrected_age_days).toBeNull();
    expect(atTerm.records[0].who.weight_for_age.z).toBeLessThan(-4);
  });

  it('keeps an implausible measurement, flagged instead of given a percentile', async () => {
    const { parent, childId } = await parentWithChild('2024-01-01', 'girl');
    const res = await add(parent, {
      child_id: childId,
      weight: 20,
      height: 85,
      record_date: '2026-07-01',
    });
    expect(res.statusCode).toBe(201);
    const [record] = (await list(parent, childId)).json().records;
    expect(record).toMatchObject({ weight: 20, height: 85, who_height: 85 });
    expect(record.who.weight_for_length).toBeNull();
    expect(record.who_flags).toEqual({
      weight_for_age: false,
      length_for_age: false,
      weight_for_length: true,
      bmi_for_age: true,
    });
  });

  // `field` names the input at fault: from the schema's issue, or from the use case's own check.
  it.each([
    [{ height: '', weight: '' }, 'Please enter the height or the weight', 'height'],
    [{ height: 200 }, 'Height must be more than 0 and less than 200 cm', 'height'],
    [{ weight: -1 }, 'Weight must be more than 0 and less than 100 kg', 'weight'],
    [{ weight: 100 }, 'Weight must be more than 0 and less than 100 kg', 'weight'],
    [{ weight: 9, record_date: '2026-11-23' }, 'The date cannot be in the future', 'record_date'],
    [
      { weight: 9, record_date: '2025-11-21' },
      'The date cannot be before the birth date',
      'record_date',
    ],
    [
      { weight: 9, record_date: '22/11/2026' },
      'Please enter the date as YYYY-MM-DD',
      'record_date',
    ],
  ])('refuses %j with "%s" on %s and stores nothing', async (values, message, field) => {
    const { parent, childId } = await parentWithChild();
    const res = await add(parent, { child_id: childId, record_date: '2026-11-01', ...values });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'validation_failed', field });
    expect((await list(parent, childId)).json().records).toEqual([]);
  });

  it('deletes a record, only through its own child', async () => {
    const { parent, childId } = await parentWithChild();
    const recordId = (
      await add(parent, { child_id: childId, weight: 8, record_date: '2026-10-01' })
    ).json().record.id;
    const other = await parentWithChild();
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATH}?child_id=${other.childId}&record_id=${recordId}`,
      headers: other.parent.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATH}?child_id=${childId}&record_id=${recordId}`,
      headers: other.parent.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATH}?child_id=${childId}&record_id=${recordId}`,
      headers: parent.headers,
    });
    expect(mine.json()).toEqual({ message: 'Record Deleted Successfully' });
    expect((await list(parent, childId)).json().records).toEqual([]);
  });

  it("refuses another parent's child for every call", async () => {
    const { childId } = await parentWithChild();
    const stranger = await createParent(ctx);
    expect((await list(stranger, childId)).statusCode).toBe(404);
    expect(
      (await add(stranger, { child_id: childId, weight: 8, record_date: '2026-10-01' })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${PATH}curves/?child_id=${childId}&indicator=weight`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives the percentile curves for the chart by the child’s sex', async () => {
    const boy = await parentWithChild('2025-01-01', 'boy');
    const girl = await parentWithChild('2025-01-01', 'girl');
    const curves = async (p: { parent: TestParent; childId: string }, indicator: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${PATH}curves/?child_id=${p.childId}&indicator=${indicator}`,
          headers: p.parent.headers,
        })
      ).json();
    const boyWeight = await curves(boy, 'weight');
    expect(boyWeight.unit).toBe('kg');
    // Weight to 10 years (120 months), height to 19 (228): the 0–5 standards, then the 5–19 reference.
    expect(boyWeight.points).toHaveLength(121);
    expect(boyWeight.points[0]).toEqual({
      age_months: 0,
      p3: expect.any(Number),
      p15: expect.any(Number),
      p50: 3.35,
      p85: expect.any(Number),
      p97: expect.any(Number),
    });
    const { p3, p15, p50, p85, p97 } = boyWeight.points[12];
    expect(p3 < p15 && p15 < p50 && p50 < p85 && p85 < p97).toBe(true);
    expect((await curves(girl, 'weight')).points[12].p50).toBeLessThan(boyWeight.points[12].p50);
    const girlHeight = await curves(girl, 'height');
    expect(girlHeight.unit).toBe('cm');
    expect(girlHeight.points).toHaveLength(229);
    // The two WHO tables meet smoothly at five years.
    const [at60, at61] = [girlHeight.points[60].p50, girlHeight.points[61].p50];
    expect(at61 - at60).toBeGreaterThan(0);
    expect(at61 - at60).toBeLessThan(1);
  });
});
