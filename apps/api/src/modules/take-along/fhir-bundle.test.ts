import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { fhirR4Problems } from './fhir-validation';
import { addGrowth, entriesOf, markGiven, parentWithChild } from './test-helpers';

const NOW = '2026-11-22T06:30:00.000Z';
const PATH = '/api/vaccinetracker/fhir/';
const UUID_URN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Coding = { system: string; code: string; display?: string };
type Resource = { resourceType: string; id: string; [key: string]: unknown };
type Bundle = Resource & {
  type: string;
  timestamp: string;
  identifier: { system: string; value: string };
  entry: Array<{ fullUrl: string; resource: Resource }>;
};

describe('the FHIR R4 export', () => {
  const ctx = useTestApp({ now: NOW });
  const get = async (headers: Record<string, string>, childId: string) =>
    ctx.app.inject({ method: 'GET', url: `${PATH}?child_id=${childId}`, headers });
  const byType = (bundle: Bundle, type: string) =>
    bundle.entry
      .filter((e) => e.resource.resourceType === type)
      .map((e) => e.resource as Resource & Record<string, never>);

  function expectValid(bundle: Bundle) {
    expect(fhirR4Problems(bundle)).toEqual([]);
    for (const { resource } of bundle.entry)
      expect(fhirR4Problems(resource), resource.resourceType).toEqual([]);
  }

  it('exports the child, the vaccines given, growth and what is still due as a valid R4 collection Bundle', async () => {
    const { parent, childId } = await parentWithChild(
      ctx,
      { name: 'आरव', dob: '2026-05-01', gender: 'boy' },
      { addedAt: '2026-08-01T06:30:00.000Z' },
    );
    const entries = await entriesOf(ctx, parent, childId);
    await markGiven(ctx, parent, entries.get('BCG')!.id, '2026-05-02', undefined, 'Left upper arm');
    await markGiven(ctx, parent, entries.get('DTwP/DTaP 1')!.id, '2026-06-14');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/addvaccine/',
      headers: parent.headers,
      payload: {
        child_id: childId,
        vaccine_name: 'Cholera',
        description: '',
        recommended_date: '2026/10/01',
      },
    });
    await markGiven(ctx, parent, own.json().vaccine.id, '2026-10-02');
    await addGrowth(ctx, parent, childId, { weight: 7.9, height: 67, record_date: '2026-11-01' });

    const res = await get(parent.headers, childId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-health-record-child.json"',
    );
    const bundle = res.json() as Bundle;
    expectValid(bundle);

    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: NOW,
      identifier: { system: 'urn:ietf:rfc:3986' },
    });
    expect(bundle.identifier.value).toMatch(UUID_URN);
    for (const entry of bundle.entry) {
      expect(entry.fullUrl).toMatch(UUID_URN);
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    }
    expect(new Set(bundle.entry.map((e) => e.fullUrl)).size).toBe(bundle.entry.length);

    const [patient, ...others] = byType(bundle, 'Patient');
    expect(others).toEqual([]);
    expect(patient).toMatchObject({
      name: [{ text: 'आरव' }],
      gender: 'male',
      birthDate: '2026-05-01',
    });
    const patientRef = { reference: `urn:uuid:${patient!.id}` };

    const given = byType(bundle, 'Immunization');
    expect(given.map((i) => i.occurrenceDateTime)).toEqual([
      '2026-05-02',
      '2026-06-14',
      '2026-10-02',
    ]);
    for (const immunization of given)
      expect(immunization).toMatchObject({
        status: 'completed',
        primarySource: false,
        patient: patientRef,
      });
    expect(given[0]).toMatchObject({
      vaccineCode: {
        coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '19', display: 'BCG' }],
        text: 'Bacillus Calmette–Guérin vaccine',
      },
      reportOrigin: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/immunization-origin', code: 'recall' },
        ],
      },
      note: [{ text: 'Left upper arm' }],
      protocolApplied: [
        {
          series: 'IAP-ACVIP 2023 (Indian Academy of Pediatrics): Bacillus Calmette–Guérin vaccine',
          doseNumberPositiveInt: 1,
        },
      ],
    });
    // DTwP or DTaP, and the parent's own vaccine: no code we could stand behind, so text only.
    expect(given[1]!.vaccineCode).toEqual({
      text: 'Diphtheria, tetanus and pertussis vaccine (whole-cell or acellular)',
    });
    expect(given[2]!.vaccineCode).toEqual({ text: 'Cholera' });
    expect(given[2]!.protocolApplied).toBeUndefined();

    const observations = byType(bundle, 'Observation');
    expect(
      observations.map((o) => [
        (o.code as unknown as { coding: Coding[] }).coding[0]!.code,
        o.valueQuantity,
        o.effectiveDateTime,
      ]),
    ).toEqual([
      [
        '29463-7',
        { value: 7.9, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
        '2026-11-01',
      ],
      // Six months old: a length measured lying down.
      [
        '8306-3',
        { value: 67, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' },
        '2026-11-01',
      ],
    ]);

    const [forecast, ...more] = byType(bundle, 'ImmunizationRecommendation');
    expect(more).toEqual([]);
    expect(forecast).toMatchObject({ patient: patientRef, date: NOW });
    type Rec = {
      vaccineCode: Array<{ coding?: Coding[]; text: string }>;
      forecastStatus: { coding?: Coding[]; text: string };
      dateCriterion?: Array<{ code: { coding: Coding[] }; value: string }>;
      description: string;
    };
    const recs = forecast!.recommendation as unknown as Rec[];
    // Every dose not given has a recommendation, with the app's own verdict.
    expect(recs.length).toBeGreaterThan(40);
    for (const rec of recs) {
      const code = rec.forecastStatus.coding?.[0]?.code;
      if (!rec.dateCriterion) {
        // Not needed, no longer due or not recorded: never "overdue", and no due date.
        expect(code).not.toBe('overdue');
        continue;
      }
      expect(rec.forecastStatus.coding![0]!.system).toBe(
        'http://terminology.hl7.org/CodeSystem/immunization-recommendation-status',
      );
      expect(rec.dateCriterion[0]!.code.coding[0]).toEqual({
        system: 'http://loinc.org',
        code: '30980-7',
        display: 'Date vaccine due',
      });
      if (code === 'overdue') expect(rec.dateCriterion[0]!.value < '2026-11-22').toBe(true);
    }
    // Due at birth, before the child was added, and never answered for: not recorded, not overdue.
    const hepB = recs.find((r) => r.description === 'Hep B 1')!;
    expect(hepB).toMatchObject({
      vaccineCode: [{ coding: [{ code: '45' }], text: 'Hepatitis B vaccine' }],
      forecastStatus: { text: 'Not recorded: may have been given' },
    });
    expect(hepB.dateCriterion).toBeUndefined();
    const mmr = recs.find((r) => r.description === 'MMR 1')!;
    expect(mmr).toMatchObject({
      vaccineCode: [{ coding: [{ code: '03', display: 'MMR' }] }],

      forecastStatus: { coding: [{ code: 'due' }] },
    });
    // Due, earliest and latest dates, as the dashboard has them.
    expect(mmr.dateCriterion!.map((d) => [d.code.coding[0]!.code, d.value])).toEqual([
      ['30980-7', '2027-02-01'],
      ['30981-5', '2027-02-01'],
      ['59777-3', '2044-05-01'],
    ]);
  });

  it('codes a length measured lying as 8306-3 and a standing height as 8302-2', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Kabir',
      dob: '2024-06-01',
      gender: 'boy',
    });
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/childgrowthreport/',
        headers: parent.headers,
        payload: { child_id: childId, ...payload },
      });
    // Under two: lying unless said otherwise; from two: standing unless said otherwise.
    await post({ height: 80, record_date: '2026-01-10' });
    await post({ height: 81, measured: 'standing', record_date: '2026-02-10' });
    await post({ height: 88, record_date: '2026-07-01' });
    await post({ height: 89, measured: 'lying', record_date: '2026-08-01' });
    const bundle = (await get(parent.headers, childId)).json() as Bundle;
    expectValid(bundle);
    const codes = byType(bundle, 'Observation').map(
      (o) =>
        o.code as unknown as {
          coding: Coding[];
          text: string;
        },
    );
    const lying = {
      coding: [
        { system: 'http://loinc.org', code: '8306-3', display: 'Body height --lying' },
        { system: 'http://loinc.org', code: '8302-2', display: 'Body height' },
      ],
      text: 'Body height --lying',
    };
    const standing = {
      coding: [{ system: 'http://loinc.org', code: '8302-2', display: 'Body height' }],
      text: 'Body height',
    };
    expect(codes).toEqual([lying, standing, standing, lying]);
  });

  it('exports Vitamin A given on the UIP schedule as a medication, not a vaccine', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Ira Sharma',
      dob: '2025-11-01',
      gender: 'girl',
      schedule: 'uip',
    });
    const entries = await entriesOf(ctx, parent, childId);
    await markGiven(ctx, parent, entries.get('Vitamin A 1')!.id, '2026-08-01');
    await markGiven(ctx, parent, entries.get('MR 1')!.id, '2026-08-01');
    const res = await get(parent.headers, childId);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-health-record-ira.json"',
    );
    const bundle = res.json() as Bundle;
    expectValid(bundle);
    expect(byType(bundle, 'Patient')[0]).toMatchObject({
      gender: 'female',
      name: [{ text: 'Ira Sharma' }],
    });
    expect(byType(bundle, 'MedicationAdministration')).toEqual([
      expect.objectContaining({
        status: 'completed',
        medicationCodeableConcept: { text: 'Vitamin A supplement' },
        effectiveDateTime: '2026-08-01',
      }),
    ]);
    expect(byType(bundle, 'Immunization').map((i) => i.vaccineCode)).toEqual([
      { text: 'Measles and rubella vaccine' },
    ]);
    const recs = byType(bundle, 'ImmunizationRecommendation')[0]!
      .recommendation as unknown as Array<{ description: string }>;
    expect(recs.map((r) => r.description)).not.toContain('Vitamin A 2');
    expect(recs.map((r) => r.description)).toContain('MR 2');
  });

  it('works for a child with nothing recorded: the Patient and what is due', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Meera',
      dob: '2026-11-22',
      gender: 'girl',
    });
    const bundle = (await get(parent.headers, childId)).json() as Bundle;
    expectValid(bundle);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'ImmunizationRecommendation',
    ]);
  });

  it('the validators do catch a broken resource (so a pass means something)', () => {
    expect(
      fhirR4Problems({
        resourceType: 'Immunization',
        status: 'given',
        patient: { reference: 'urn:uuid:x' },
      }),
    ).not.toEqual([]);
    expect(fhirR4Problems({ resourceType: 'Patient', gender: 'boy' })).not.toEqual([]);
    expect(
      fhirR4Problems({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Patient', sex: 'male' } }],
      }),
    ).not.toEqual([]);
  });

  it("answers another parent's child as not found", async () => {
    const { childId } = await parentWithChild(ctx, {
      name: 'Kabir',
      dob: '2026-01-01',
      gender: 'boy',
    });
    const stranger = await createParent(ctx);
    const res = await get(stranger.headers, childId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Child not found', code: 'not_found' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${PATH}?child_id=${childId}` })).statusCode,
    ).toBe(401);
  });
});
