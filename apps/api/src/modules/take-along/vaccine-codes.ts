import type { VaccineEntryRow } from '../../db/schema';
import { SCHEDULES } from '../vaccines/schedules';

/** Which catalogue vaccine (vaccines.json key) a schedule dose is; null for a parent's own entry. */
const VACCINE_BY_DOSE = new Map<string, string>(
  Object.values(SCHEDULES).flatMap((s) => s.doses.map((d) => [d.code, d.vaccine] as const)),
);

export function catalogueVaccine(entry: Pick<VaccineEntryRow, 'doseCode'>): string | null {
  return entry.doseCode ? (VACCINE_BY_DOSE.get(entry.doseCode) ?? null) : null;
}

export const CVX_SYSTEM = 'http://hl7.org/fhir/sid/cvx';

/**
 * CDC CVX codes for the catalogue's vaccines, each the code whose CDC description matches
 * what the schedule means (checked against the CVX table of 2025-09-03). Where our vaccine
 * could be more than one CVX product — DTwP or DTaP, Tdap or Td, MR — there is no entry and
 * the FHIR export carries the name as text only, which is valid FHIR.
 */
export const CVX_BY_VACCINE: Record<string, { code: string; display: string }> = {
  bcg: { code: '19', display: 'BCG' },
  opv: { code: '182', display: 'OPV, Unspecified' },
  hepb: { code: '45', display: 'Hep B, unspecified formulation' },
  ipv: { code: '10', display: 'IPV' },
  fipv: { code: '324', display: 'Poliovirus, inactivated, fractional-dose (fIPV)' },
  hib: { code: '17', display: 'Hib, unspecified formulation' },
  rota: { code: '122', display: 'rotavirus, unspecified formulation' },
  pcv: { code: '152', display: 'Pneumococcal Conjugate, unspecified formulation' },
  penta: { code: '198', display: 'DTP-hepB-Hib Pentavalent Non-US' },
  flu: { code: '88', display: 'influenza, unspecified formulation' },
  tcv: { code: '190', display: 'Typhoid conjugate vaccine (TCV)' },
  mmr: { code: '03', display: 'MMR' },
  hepa: { code: '85', display: 'Hep A, unspecified formulation' },
  varicella: { code: '21', display: 'varicella' },
  je: { code: '129', display: 'Japanese Encephalitis, unspecified formulation' },
  hpv: { code: '137', display: 'HPV, unspecified formulation' },
  td: { code: '139', display: 'Td(adult) unspecified formulation' },
};

/** Vitamin A drops are on the UIP schedule but are a supplement, not a vaccine. */
export const isSupplement = (entry: Pick<VaccineEntryRow, 'doseCode'>) =>
  catalogueVaccine(entry) === 'vita';
