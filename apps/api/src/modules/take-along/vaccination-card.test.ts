import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { addGrowth, entriesOf, markGiven, parentWithChild, pdfPages } from './test-helpers';

// 12:00 in India on 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';
const card = '/api/vaccinetracker/card/';

describe('the vaccination card (PDF)', () => {
  const ctx = useTestApp({ now: NOW });

  it('prints a Devanagari name, the doses given with dates, the ones due, and the growth summary', async () => {
    // Born 1 May, added on 1 Aug: the 14-week and 6-month doses have since become overdue.
    const { parent, childId } = await parentWithChild(
      ctx,
      { name: 'आरव', dob: '2026-05-01', gender: 'boy' },
      { addedAt: '2026-08-01T06:30:00.000Z' },
    );
    const entries = await entriesOf(ctx, parent, childId);
    await markGiven(ctx, parent, entries.get('BCG')!.id, '2026-05-02');
    await markGiven(ctx, parent, entries.get('Hep B 1')!.id, '2026-05-02');
    await addGrowth(ctx, parent, childId, { weight: 7.9, height: 67, record_date: '2026-11-01' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=${childId}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-vaccination-card-child.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.TIKA_KEEP_PDF) fs.writeFileSync(process.env.TIKA_KEEP_PDF, res.rawPayload);

    const { pages, sizes, title } = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    // A4 in points, every page.
    for (const size of sizes) expect(size.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(title).toBe('Vaccination card — आरव');
    expect(text).toContain('आरव');
    expect(text).toContain('Tika');
    expect(text).toContain('1 May 2026'); // date of birth
    expect(text).toContain('6 months'); // age on 22 Nov
    expect(text).toContain('Boy');
    expect(text).toContain('IAP-ACVIP 2023');
    expect(text).toContain('Asha Parent');
    expect(text).toMatch(/\+91 \*{8}\d{2}/);
    expect(text).not.toContain(parent.contactNumber!);
    // Given, with the full name and the day given.
    expect(text).toMatch(
      /BCG\s*Bacillus Calmette–Guérin vaccine\s*1 May 2026\s*2 May 2026\s*Given/,
    );
    expect(text).toMatch(/Hep B 1\s*Hepatitis B vaccine\s*1 May 2026\s*2 May 2026\s*Given/);
    // Due before the child was added and never marked: not recorded. Rotavirus 1 and 2 may have
    // been given, so Rotavirus 3 (14 weeks, 7 Aug) is overdue and can still be given until 8 months.
    expect(text).toMatch(/OPV 0\s*Oral polio vaccine\s*1 May 2026\s*—\s*Not recorded/);
    expect(text).toMatch(/Rotavirus 3\s*Rotavirus vaccine\s*7 Aug 2026\s*—\s*Overdue by 107 Days/);
    // The next group due, then later ones.
    // Flu 2 is 4 weeks after flu 1, which is overdue (due at once at 6 months, after the window).
    expect(text).toMatch(
      /Influenza \(IIV\) 2\s*Inactivated influenza vaccine \(IIV\)\s*20 Dec 2026\s*—\s*Due in 28 Days/,
    );
    expect(text).toMatch(/MMR 1\s*Measles, mumps and rubella vaccine\s*1 Feb 2027\s*—\s*Upcoming/);
    // Age groups in order.
    expect(text.indexOf('Birth')).toBeLessThan(text.indexOf('6 weeks'));
    expect(text.indexOf('6 weeks')).toBeLessThan(text.indexOf('9 months'));
    expect(text).toMatch(
      /Vaccines: 2 given · \d+ overdue · \d+ due next · \d+ upcoming · \d+ not recorded/,
    );
    // Growth with WHO percentiles (the growth module's own assessment).
    expect(text).toMatch(
      /Weight: 7\.9 kg on 1 Nov 2026 \(weight-for-age \d+(st|nd|rd|th) percentile\)/,
    );
    expect(text).toMatch(
      /Height: 67 cm \(2 ft 2\.5 in\) on 1 Nov 2026 \(length\/height-for-age \d+(st|nd|rd|th) percentile\)/,
    );
    expect(text).toContain('WHO growth standards');
    expect(text).toContain('Generated on 22 Nov 2026');
    expect(text).toContain('not a medical certificate');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('names the file after a Latin first name and shows the UIP schedule', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Ira Sharma',
      dob: '2026-09-01',
      gender: 'girl',
      schedule: 'uip',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=${childId}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-vaccination-card-ira.pdf"',
    );
    const text = (await pdfPages(res.rawPayload)).pages.join('\n');
    expect(text).toContain('Ira Sharma');
    expect(text).toContain('Girl');
    expect(text).toContain('Universal Immunization Programme');
    expect(text).toContain('Pentavalent 1');
  });

  it('works for a child with nothing recorded yet', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Meera',
      dob: '2026-11-22',
      gender: 'girl',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=${childId}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = (await pdfPages(res.rawPayload)).pages.join('\n');
    expect(text).toContain('0 days');
    expect(text).toMatch(/Vaccines: 0 given · 3 due next · \d+ upcoming/);
    expect(text).toMatch(/BCG\s*Bacillus Calmette–Guérin vaccine\s*22 Nov 2026\s*—\s*Due Today/);
    expect(text).toContain('No height or weight recorded yet.');
  });

  it("answers another parent's child as not found, and needs a session and a child id", async () => {
    const { childId } = await parentWithChild(ctx, {
      name: 'Kabir',
      dob: '2026-01-01',
      gender: 'boy',
    });
    const stranger = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=${childId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Child not found', code: 'not_found' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${card}?child_id=${childId}` })).statusCode,
    ).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=42`,
      headers: stranger.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a child');
  });
});
