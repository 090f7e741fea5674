import {
  dataExportFileName,
  fhirBundleFileName,
  TAKE_ALONG_PATHS,
  todayIn,
  vaccinationCardFileName,
} from '@tika/contract';
import { downloadFile } from './download';

/** One call per record a parent can take along (docs/decisions/0010). Each resolves to the saved file's name. */
export const downloadVaccinationCard = (childId: string, childName: string) =>
  downloadFile(
    TAKE_ALONG_PATHS.vaccinationCard,
    { child_id: childId },
    vaccinationCardFileName(childName),
  );

export const downloadHealthRecord = (childId: string, childName: string) =>
  downloadFile(TAKE_ALONG_PATHS.fhirBundle, { child_id: childId }, fhirBundleFileName(childName));

export const downloadDataExport = () =>
  downloadFile(
    TAKE_ALONG_PATHS.dataExport,
    undefined,
    dataExportFileName(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
