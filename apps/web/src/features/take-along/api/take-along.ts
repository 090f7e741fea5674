import {
  dataExportFileName,
  fhirBundleFileName,
  SHARED_PAGE_PREFIX,
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

/**
 * The card with a doctor's record link printed on it as a QR code: `link` is the address just
 * made (docs/product/share-links.md); the server checks it is a live link of this child.
 */
export const downloadCardWithLink = (childId: string, childName: string, link: string) =>
  downloadFile(
    TAKE_ALONG_PATHS.vaccinationCard,
    {
      child_id: childId,
      share_link: link.slice(link.lastIndexOf(SHARED_PAGE_PREFIX) + SHARED_PAGE_PREFIX.length),
    },
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
