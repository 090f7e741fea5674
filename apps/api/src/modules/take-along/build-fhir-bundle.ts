import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { daysBetween, fhirBundleFileName, usualPosition } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { growthRecords, type VaccineEntryRow } from '../../db/schema';
import { type DoseState, loadChildRecord } from './child-record';
import { catalogueVaccine, CVX_BY_VACCINE, CVX_SYSTEM, isSupplement } from './vaccine-codes';
import { SCHEDULES } from '../vaccines/schedules';
import type { ScheduleId } from '@tika/contract';

type Resource = Record<string, unknown> & { resourceType: string; id: string };

const urn = (id: string) => `urn:uuid:${id}`;

const RECOMMENDATION_STATUS =
  'http://terminology.hl7.org/CodeSystem/immunization-recommendation-status';
const DATE_EARLIEST = {
  coding: [{ system: 'http://loinc.org', code: '30981-5', display: 'Earliest date to give' }],
};
const DATE_LATEST = {
  coding: [{ system: 'http://loinc.org', code: '59777-3', display: 'Latest date to give' }],
};
const STILL_TO_GIVE = new Set<DoseState['kind']>(['overdue', 'catch_up', 'due', 'upcoming']);

/** The forecast status as the app says it: only what is overdue in the app is "overdue". */
function forecastStatus(state: DoseState) {
  const coded = (code: string, display: string) => ({
    coding: [{ system: RECOMMENDATION_STATUS, code, display }],
    text: display,
  });
  switch (state.kind) {
    case 'overdue':
      return coded('overdue', 'Overdue');
    case 'catch_up':
      return coded('due', 'Catch-up due');
    case 'due':
    case 'upcoming':
      return coded('due', 'Due');
    case 'not_needed':
      return coded('complete', 'Not needed');
    case 'no_longer_due':
      return { text: 'No longer due at this age' };
    default:
      return { text: 'Not recorded: may have been given' };
  }
}

function vaccineCode(row: VaccineEntryRow) {
  const cvx = CVX_BY_VACCINE[catalogueVaccine(row) ?? ''];
  return {
    ...(cvx ? { coding: [{ system: CVX_SYSTEM, code: cvx.code, display: cvx.display }] } : {}),
    text: row.fullName,
  };
}

const REPORTED_BY_PARENT = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/immunization-origin',
      code: 'recall',
      display: 'Parent/Guardian/Patient Recall',
    },
  ],
};
const DATE_VACCINE_DUE = {
  coding: [{ system: 'http://loinc.org', code: '30980-7', display: 'Date vaccine due' }],
};
const BODY_WEIGHT = { code: '29463-7', display: 'Body weight' };
const BODY_HEIGHT = { code: '8302-2', display: 'Body height' };
const BODY_LENGTH_LYING = { code: '8306-3', display: 'Body height --lying' };
const VITAL_SIGNS = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'vital-signs',
        display: 'Vital Signs',
      },
    ],
  },
];

/**
 * A FHIR R4 `collection` Bundle of one child: the Patient, an Immunization for every vaccine
 * given (reported by the parent, so primarySource false), Vitamin A doses given as
 * MedicationAdministration (a supplement, not a vaccine), body weight and height as vital-sign
 * Observations, and one ImmunizationRecommendation listing every vaccine still to give.
 * Stored ids become urn:uuid full URLs, stable from one export to the next.
 */
export async function buildFhirBundle(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<{ fileName: string; bundle: Resource }> {
  const { child, entries, now } = await loadChildRecord(deps, userId, childId);
  const patientRef = { reference: urn(child.id) };
  const schedule = SCHEDULES[child.schedule as ScheduleId];

  const patient: Resource = {
    resourceType: 'Patient',
    id: child.id,
    name: [{ use: 'usual', text: child.name }],
    gender: child.gender === 'girl' ? 'female' : 'male',
    birthDate: child.dob,
  };

  const doseNumberOf = (row: VaccineEntryRow) => {
    const applied = doseNumber(row).protocolApplied?.[0];
    return applied ?? {};
  };
  const given = entries.filter((e) => e.row.status === 'complete').map((e) => e.row);
  const notCounted = new Set(
    entries.filter((e) => e.state.kind === 'not_counted').map((e) => e.row.id),
  );
  given.sort(
    (a, b) => a.vaccinatedOn!.localeCompare(b.vaccinatedOn!) || a.name.localeCompare(b.name),
  );
  const notes = (row: VaccineEntryRow) => {
    const text = [
      row.comment,
      row.brand && `Brand: ${row.brand}`,
      row.place && `Given at: ${row.place}`,
    ].filter(Boolean);
    return text.length ? { note: text.map((t) => ({ text: t })) } : {};
  };
  const doseNumber = (row: VaccineEntryRow) => {
    const dose = schedule?.doses.find((d) => d.code === row.doseCode);
    if (!schedule || !dose) return {};
    const series = schedule.doses.filter((d) => d.timing.series === dose.timing.series);
    return {
      protocolApplied: [
        {
          series: `${schedule.title}: ${row.fullName}`,
          doseNumberPositiveInt: series.indexOf(dose) + 1,
        },
      ],
    };
  };
  const administered: Resource[] = given.map((row) =>
    isSupplement(row)
      ? {
          resourceType: 'MedicationAdministration',
          id: row.id,
          status: 'completed',
          medicationCodeableConcept: { text: row.fullName },
          subject: patientRef,
          effectiveDateTime: row.vaccinatedOn,
          ...notes(row),
        }
      : {
          resourceType: 'Immunization',
          id: row.id,
          status: 'completed',
          vaccineCode: vaccineCode(row),
          patient: patientRef,
          occurrenceDateTime: row.vaccinatedOn,
          recorded: row.updatedAt.toISOString(),
          ...(row.batch ? { lotNumber: row.batch } : {}),
          // A dose given too early to count is recorded as given, and says it does not count.
          ...(notCounted.has(row.id) ? { isSubpotent: true } : {}),
          primarySource: false,
          reportOrigin: REPORTED_BY_PARENT,
          ...notes(row),
          ...doseNumber(row),
        },
  );

  const growth = await deps.database.db
    .select()
    .from(growthRecords)
    .where(eq(growthRecords.childId, child.id))
    .orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt));
  const observation = (
    id: string,
    date: string,
    coding: ReadonlyArray<{ code: string; display: string }>,
    value: number,
    unit: 'kg' | 'cm',
  ): Resource => ({
    resourceType: 'Observation',
    id,
    status: 'final',
    category: VITAL_SIGNS,
    code: {
      coding: coding.map((c) => ({ system: 'http://loinc.org', ...c })),
      text: coding[0]!.display,
    },
    subject: patientRef,
    effectiveDateTime: date,
    valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  });
  // A length taken lying down (the usual way under two, unless the parent said otherwise) is
  // 8306-3; 8302-2, the vital-signs body height, follows it so any reader finds a height.
  const heightCoding = (g: (typeof growth)[number]) =>
    (g.measured ?? usualPosition(daysBetween(child.dob, g.recordDate))) === 'lying'
      ? [BODY_LENGTH_LYING, BODY_HEIGHT]
      : [BODY_HEIGHT];
  const observations = growth.flatMap((g) => [
    ...(g.weightKg !== null
      ? [observation(randomUUID(), g.recordDate, [BODY_WEIGHT], g.weightKg, 'kg')]
      : []),
    ...(g.heightCm !== null
      ? [observation(randomUUID(), g.recordDate, heightCoding(g), g.heightCm, 'cm')]
      : []),
  ]);

  // Every dose not given, with the app's own verdict; Vitamin A is no vaccine to recommend here.
  const open = entries.filter(
    (e) => e.row.status !== 'complete' && !isSupplement(e.row) && e.state.kind !== 'given',
  );
  const recommendation: Resource[] = open.length
    ? [
        {
          resourceType: 'ImmunizationRecommendation',
          id: randomUUID(),
          patient: patientRef,
          date: now.toISOString(),
          recommendation: open.map(({ row, state, dueOn, forecast }) => ({
            vaccineCode: [vaccineCode(row)],
            forecastStatus: forecastStatus(state),
            ...(forecast?.explanation ? { forecastReason: [{ text: forecast.explanation }] } : {}),
            ...(STILL_TO_GIVE.has(state.kind)
              ? {
                  dateCriterion: [
                    { code: DATE_VACCINE_DUE, value: dueOn },
                    ...(forecast?.earliest_date
                      ? [{ code: DATE_EARLIEST, value: forecast.earliest_date }]
                      : []),
                    ...(forecast?.last_date
                      ? [{ code: DATE_LATEST, value: forecast.last_date }]
                      : []),
                  ],
                }
              : {}),
            description: row.name,
            ...doseNumberOf(row),
          })),
        },
      ]
    : [];

  const bundleId = randomUUID();
  const bundle: Resource = {
    resourceType: 'Bundle',
    id: bundleId,
    meta: { lastUpdated: now.toISOString() },
    identifier: { system: 'urn:ietf:rfc:3986', value: urn(bundleId) },
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [patient, ...administered, ...observations, ...recommendation].map((resource) => ({
      fullUrl: urn(resource.id),
      resource,
    })),
  };
  return { fileName: fhirBundleFileName(child.name), bundle };
}
