import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { VACCINES } from '../vaccines/schedules';
import {
  addGrowth,
  entriesOf,
  markGiven,
  parentWithChild,
  pdfPages,
  pdfTextStarts,
  renderPdfPage,
} from './test-helpers';

// 12:00 in India on 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';
const card = '/api/vaccinetracker/card/';

/** Latin words on the card that are not its own words: what the parent and the schedule wrote. */
const WRITTEN_AS_IS = ['Tika', 'WHO', 'Asha Parent', 'Rotavac', 'RV123', 'kg', 'cm'];

describe('the vaccination card in Hindi', () => {
  const ctx = useTestApp({ now: NOW });

  it('says every one of its own words in Hindi, with Hindi dates; names and vaccines stay as written', async () => {
    // As in the English card's test: born 1 May, added on 1 Aug, some doses overdue.
    const { parent, childId } = await parentWithChild(
      ctx,
      { name: 'आरव', dob: '2026-05-01', gender: 'boy' },
      { addedAt: '2026-08-01T06:30:00.000Z' },
    );
    const entries = await entriesOf(ctx, parent, childId);
    await markGiven(ctx, parent, entries.get('BCG')!.id, '2026-05-02');
    await markGiven(ctx, parent, entries.get('Hep B 1')!.id, '2026-05-02');
    const rota = multipart({
      vaccine_id: entries.get('Rotavirus 1')!.id,
      status: 'complete',
      vaccinated_on: '2026-06-12',
      brand: 'Rotavac',
      batch: 'RV123',
    });
    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...rota.headers },
      payload: rota.payload,
    });
    expect(given.statusCode, given.body).toBe(200);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/addvaccine/',
      headers: parent.headers,
      payload: {
        child_id: childId,
        vaccine_name: 'Cholera',
        description: '',
        recommended_date: '2027/01/15',
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    await addGrowth(ctx, parent, childId, { weight: 7.9, height: 67, record_date: '2026-11-01' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `${card}?child_id=${childId}`,
      headers: { ...parent.headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    // The file name stays ASCII whatever the language.
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-vaccination-card-child.pdf"',
    );
    if (process.env.TIKA_KEEP_PDF) fs.writeFileSync(process.env.TIKA_KEEP_PDF, res.rawPayload);

    const { pages, title } = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    expect(title).toBe('टीकाकरण कार्ड — आरव');
    for (const label of ['टीकाकरण कार्ड', 'जन्म की तारीख़', 'उम्र', 'लिंग', 'माता-पिता', 'फ़ोन'])
      expect(text).toContain(label);
    expect(text).toContain('1 मई 2026'); // date of birth
    expect(text).toContain('6 महीने'); // age on 22 Nov
    expect(text).toContain('लड़का');
    expect(text).toContain('IAP-ACVIP 2023 (इंडियन एकेडमी ऑफ़ पीडियाट्रिक्स)');
    expect(text).toMatch(/\+91 \*{8}\d{2}/);
    for (const heading of ['बढ़त', 'टीके', 'टीका', 'पूरा नाम', 'तय तारीख़', 'कब लगा', 'स्थिति'])
      expect(text).toContain(heading);
    // Vaccine names as the schedule writes them; their full names and the rest in Hindi.
    expect(text).toMatch(/BCG\s*BCG का टीका \(टीबी से बचाव\)\s*1 मई 2026\s*2 मई 2026\s*लग गया/);
    expect(text).toMatch(
      /Rotavirus 1\s*रोटावायरस की बूँदें\s*12 जून 2026\s*12 जून 2026 \(Rotavac, बैच RV123\)\s*लग गया/,
    );
    expect(text).toMatch(/OPV 0\s*पोलियो की बूँदें \(OPV\)\s*1 मई 2026\s*—\s*दर्ज नहीं/);
    expect(text).toMatch(
      /Rotavirus 3\s*रोटावायरस की बूँदें\s*7 अग॰ 2026\s*—\s*तारीख़ 107 दिन पहले निकल गई/,
    );
    expect(text).toMatch(/Influenza \(IIV\) 2\s*फ़्लू का टीका\s*20 दिस॰ 2026\s*—\s*28 दिन में लगना है/);
    expect(text).toMatch(
      /MMR 1\s*खसरा, गलसुआ \(मम्प्स\) और रूबेला का टीका\s*1 फ़र॰ 2027\s*—\s*बाद में लगना है/,
    );
    // Age groups in Hindi, in order; the parent's own vaccines last.
    expect(text.indexOf('जन्म पर')).toBeLessThan(text.indexOf('6 हफ़्ते'));
    expect(text.indexOf('6 हफ़्ते')).toBeLessThan(text.indexOf('9 महीने'));
    expect(text.indexOf('9 महीने')).toBeLessThan(text.indexOf('माता-पिता के जोड़े हुए टीके'));
    expect(text).toMatch(/माता-पिता के जोड़े हुए टीके\s*Cholera/);
    expect(text).toMatch(
      /टीके: 3 लग चुके · \d+ की तारीख़ निकल गई · \d+ अगली बार लगने हैं · \d+ बाद में लगने हैं · \d+ दर्ज नहीं/,
    );
    expect(text).toMatch(/वज़न: 7\.9 kg, 1 नव॰ 2026 को \(उम्र के हिसाब से \d+ पर्सेंटाइल\)/);
    expect(text).toMatch(
      /लंबाई: 67 cm \(2 ft 2\.5 in\), 1 नव॰ 2026 को \(उम्र के हिसाब से \d+ पर्सेंटाइल\)/,
    );
    expect(text).toMatch(/लंबाई के हिसाब से वज़न, 1 नव॰ 2026 को: \d+ पर्सेंटाइल/);
    expect(text).toContain('WHO के बढ़त मानकों');
    expect(text).toContain('यह कोई मेडिकल सर्टिफ़िकेट नहीं है');
    expect(text).toContain('Tika ने 22 नव॰ 2026 को बनाया · आरव');
    expect(pages.at(-1)).toContain(`${pages.length} में से पन्ना ${pages.length}`);

    // Drawn as a viewer draws it: an A4 page with ink on it (TIKA_KEEP_PNG keeps the picture).
    const drawn = await renderPdfPage(res.rawPayload, 1);
    if (process.env.TIKA_KEEP_PNG) fs.writeFileSync(process.env.TIKA_KEEP_PNG, drawn.png);
    expect([drawn.width, drawn.height]).toEqual([893, 1263]);
    expect(drawn.png.subarray(1, 4).toString()).toBe('PNG');
    expect(drawn.inked).toBeGreaterThan(0.02);
    expect(drawn.inked).toBeLessThan(0.3);

    // No English word of the card's own is left: strip what is written as is (the child's
    // vaccine names as stored, brand, batch, units), and no Latin word remains.
    const stored = await ctx.database.db
      .select({ name: vaccineEntries.name })
      .from(vaccineEntries)
      .where(eq(vaccineEntries.childId, childId));
    // Abbreviations doctors write inside the Hindi full names (OPV, Hib, Tdap) stay too.
    const abbreviations = Object.values(VACCINES).flatMap(
      (v) => v.fullNameHi.match(/[A-Za-z]+/g) ?? [],
    );
    const asIs = [...stored.map((v) => v.name), ...abbreviations, ...WRITTEN_AS_IS, '2 ft 2.5 in'];
    let rest = text.replace(/\s+/g, ' ');
    for (const word of asIs.sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, '');
    const latin = rest.match(/[A-Za-z]+/g) ?? [];
    expect(latin).toEqual(['IAP', 'ACVIP']);

    // The Hindi status of an overdue dose wraps to two lines in bold: its row is measured in
    // bold too, so no line of the status column runs into the next (a 9 pt line is about 12 pt high;
    // measured in regular, the second line of one status and the next status were 8 pt apart).
    const statusColumn = { from: 42 + 96 + 167 + 65 + 65, to: 553 };
    for (const page of await pdfTextStarts(res.rawPayload)) {
      const lines = [
        ...new Set(
          page
            .filter(({ x }) => x >= statusColumn.from && x < statusColumn.to)
            .map(({ y }) => Math.round(y)),
        ),
      ].sort((a, b) => b - a);
      for (let i = 1; i < lines.length; i++)
        expect(lines[i - 1]! - lines[i]!).toBeGreaterThanOrEqual(10);
    }
  });

  it("follows the parent's language setting when the request names none, and the request's over it", async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Meera',
      dob: '2026-11-22',
      gender: 'girl',
      schedule: 'uip',
    });
    await ctx.database.db
      .update(users)
      .set({ reminderLanguage: 'hi' })
      .where(eq(users.id, parent.id));
    const url = `${card}?child_id=${childId}`;

    const hindi = await ctx.app.inject({ method: 'GET', url, headers: parent.headers });
    const { pages, title } = await pdfPages(hindi.rawPayload);
    expect(title).toBe('टीकाकरण कार्ड — Meera');
    const text = pages.join('\n');
    expect(text).toContain('0 दिन');
    expect(text).toContain('लड़की');
    expect(text).toContain('सार्वभौमिक टीकाकरण कार्यक्रम (भारत सरकार)');
    expect(text).toMatch(/BCG\s*BCG का टीका \(टीबी से बचाव\)\s*22 नव॰ 2026\s*—\s*आज लगना है/);
    expect(text).toContain('अभी लंबाई या वज़न का कोई नाप दर्ज नहीं है।');

    const english = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...parent.headers, 'accept-language': 'en-IN' },
    });
    expect((await pdfPages(english.rawPayload)).title).toBe('Vaccination card — Meera');
  });
});
