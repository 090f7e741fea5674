import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Helpers for specs about a child's health records: growth measurements and medical records
 * (prescriptions and reports) made through the API, small real files to upload, and the
 * dashboard tabs that show them.
 */

const GROWTH_PATH = '/api/vaccinetracker/dashboard/childgrowthreport/';
const RECORDS_PATH = '/api/vaccinetracker/dashboard/medicalrecords/';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Small but real PDFs: the server decides the type by content and reads a PDF's structure (its
 * cross-reference table and %%EOF), so these are the API tests' own; `pdfOfSize` pads one to
 * watch an upload's progress.
 */
export { pdfOfSize, SAMPLE_PDF as TINY_PDF } from '../../apps/api/src/test/sample-pdf';

/** Opens one of the dashboard's tabs straight from the address bar. */
export async function openDashboardTab(
  page: Page,
  tab: 'health' | 'home' | 'notifications',
): Promise<void> {
  const names = { health: 'Health Records', home: 'Home', notifications: 'Notifications' } as const;
  await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByRole('tab', { name: names[tab] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

export interface GrowthInput {
  /** YYYY-MM-DD. */
  recordDate: string;
  height?: number;
  weight?: number;
}

/** Adds a growth record through the API, as another device would. */
export async function addGrowthRecord(
  request: APIRequestContext,
  token: string,
  childId: string,
  input: GrowthInput,
): Promise<{ id: string }> {
  const res = await request.post(GROWTH_PATH, {
    headers: bearer(token),
    data: {
      child_id: childId,
      record_date: input.recordDate,
      ...(input.height !== undefined && { height: input.height }),
      ...(input.weight !== undefined && { weight: input.weight }),
    },
  });
  expect(res.ok(), `POST ${GROWTH_PATH} → ${res.status()}`).toBe(true);
  return ((await res.json()) as { record: { id: string } }).record;
}

export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Uploads a medical record through the API; returns it with its (signed) file link. */
export async function addMedicalRecord(
  request: APIRequestContext,
  token: string,
  childId: string,
  record: { purpose: string; note: string; file: UploadedFile },
): Promise<{ id: string; record_url: string }> {
  const res = await request.post(RECORDS_PATH, {
    headers: bearer(token),
    multipart: {
      child_id: childId,
      purpose: record.purpose,
      note: record.note,
      record: record.file,
    },
  });
  expect(res.status(), `POST ${RECORDS_PATH}`).toBe(201);
  return ((await res.json()) as { record: { id: string; record_url: string } }).record;
}

/** GET a child's medical records: the status, and the records when it is 200. */
export async function listMedicalRecords(
  request: APIRequestContext,
  token: string,
  childId: string,
): Promise<{ status: number; records: Array<{ id: string; purpose: string }> }> {
  const res = await request.get(RECORDS_PATH, {
    headers: bearer(token),
    params: { child_id: childId },
  });
  const records = res.ok()
    ? ((await res.json()) as { records: Array<{ id: string; purpose: string }> }).records
    : [];
  return { status: res.status(), records };
}

/** GET a child's growth records: the status only. */
export async function growthRecordsStatus(
  request: APIRequestContext,
  token: string,
  childId: string,
): Promise<number> {
  return (
    await request.get(GROWTH_PATH, { headers: bearer(token), params: { child_id: childId } })
  ).status();
}
