/** Records a parent takes to the doctor (docs/decisions/0010): paths, query, file names. */
export const TAKE_ALONG_PATHS = {
  vaccinationCard: '/api/vaccinetracker/card/',
  fhirBundle: '/api/vaccinetracker/fhir/',
  dataExport: '/api/user/export/',
} as const;

export const FHIR_JSON_CONTENT_TYPE = 'application/fhir+json';

/**
 * The first name of a child reduced to ASCII letters and digits for a file name
 * ("Zoë Khan" → "zoe"); names in another script (e.g. Devanagari) become "child".
 * Headers stay plain ASCII, so no browser mangles the name.
 */
export function fileNameStem(childName: string): string {
  const first = childName.trim().split(/\s+/)[0] ?? '';
  const ascii = first
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return ascii || 'child';
}

export const vaccinationCardFileName = (childName: string) =>
  `tika-vaccination-card-${fileNameStem(childName)}.pdf`;
export const fhirBundleFileName = (childName: string) =>
  `tika-health-record-${fileNameStem(childName)}.json`;
/** `date` is the parent's calendar date, YYYY-MM-DD. */
export const dataExportFileName = (date: string) => `tika-export-${date}.zip`;
