import { expect } from 'vitest';
import type { TestContext } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { pageActualTexts } from './pdf-actual-text';

/** Helpers shared by this module's API tests. */

export type Gender = 'girl' | 'boy';

/** A parent with one child, the child added on `addedAt` (UTC ISO) so some doses can be overdue today. */
export async function parentWithChild(
  ctx: TestContext,
  child: { name: string; dob: string; gender: Gender; schedule?: string },
  options: { addedAt?: string; firstName?: string } = {},
): Promise<{ parent: TestParent; childId: string }> {
  const parent = await createParent(ctx, { firstName: options.firstName ?? 'Asha' });
  const now = ctx.clock.now();
  if (options.addedAt) ctx.clock.set(options.addedAt);
  try {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: child,
    });
    expect(res.statusCode).toBe(201);
    return { parent, childId: res.json().id as string };
  } finally {
    ctx.clock.set(now);
  }
}

/** The child's vaccine entries from the dashboard: id, short name, due date. */
export async function entriesOf(ctx: TestContext, parent: TestParent, childId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
    headers: parent.headers,
  });
  const body = res.json();
  type Entry = {
    id: string;
    vaccine: { name: string; vaccine_full_name: string };
    date_of_vaccination: string;
  };
  const all: Entry[] = [
    ...body.missed_vaccines,
    ...body.completed_vaccines,
    ...body.outstanding_vaccines,
    ...body.upcoming_vaccine.flatMap((g: { vaccines: Entry[] }) => g.vaccines),
  ];
  return new Map(all.map((e) => [e.vaccine.name, e]));
}

/** Marks a vaccine given through the API, with an optional prescription file. */
export async function markGiven(
  ctx: TestContext,
  parent: TestParent,
  entryId: string,
  date: string,
  file?: { name: string; type: string; data: Buffer },
  comment = '',
) {
  const body = multipart(
    { vaccine_id: entryId, status: 'complete', vaccinated_on: date, comment },
    file ? { field: 'prescription', ...file } : undefined,
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/',
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function addGrowth(
  ctx: TestContext,
  parent: TestParent,
  childId: string,
  record: { weight?: number; height?: number; record_date: string },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/childgrowthreport/',
    headers: parent.headers,
    payload: { child_id: childId, ...record },
  });
  expect(res.statusCode, res.body).toBe(201);
}

export async function addMedicalRecord(
  ctx: TestContext,
  parent: TestParent,
  childId: string,
  purpose: string,
  file: { name: string; type: string; data: Buffer },
) {
  const body = multipart(
    { child_id: childId, purpose, note: `${purpose} note` },
    { field: 'record', ...file },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/medicalrecords/',
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().record as { id: string };
}

/**
 * The text of each page of a PDF as a screen reader or search sees it: pdf.js's text, with each
 * marked span read as its ActualText (the logical spelling of Devanagari, pdf-actual-text.ts).
 */
export async function pdfPages(
  data: Buffer,
): Promise<{ pages: string[]; sizes: number[][]; title: unknown }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    sizes.push(page.view);
    const actual = pageActualTexts(data, page.ref!.num);
    const content = await page.getTextContent({ includeMarkedContent: true });
    let text = '';
    let span: { eol: boolean } | null = null;
    // A marked item's tag ('Span') is sent by pdf.js, though its types leave it out.
    for (const item of content.items) {
      if ('str' in item) {
        if (span) span.eol = item.hasEOL;
        else text += item.str + (item.hasEOL ? '\n' : '');
      } else if (item.type === 'beginMarkedContentProps' && 'tag' in item && item.tag === 'Span') {
        span = { eol: false };
        text += actual.shift() ?? '';
      } else if (item.type === 'endMarkedContent' && span) {
        if (span.eol) text += '\n';
        span = null;
      }
    }
    expect(actual, 'every ActualText has its span').toEqual([]);
    pages.push(text);
  }
  const meta = await doc.getMetadata();
  await doc.destroy();
  return { pages, sizes, title: (meta.info as { Title?: unknown }).Title };
}

/** Where each piece of text starts on each page, in PDF points from the bottom left. */
export async function pdfTextStarts(data: Buffer): Promise<Array<Array<{ x: number; y: number }>>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const pages: Array<Array<{ x: number; y: number }>> = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(
      items.flatMap((item) =>
        'str' in item && item.str.trim() ? [{ x: item.transform[4], y: item.transform[5] }] : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}

/**
 * One page of a PDF drawn as pdf.js draws it in a browser, onto a canvas (@napi-rs/canvas, the
 * canvas pdf.js itself uses under Node), as PNG; with the share of the page that is not white,
 * so a test can tell a page drawn from one left blank.
 */
export async function renderPdfPage(
  data: Buffer,
  pageNumber: number,
  scale = 1.5,
): Promise<{
  png: Buffer;
  width: number;
  height: number;
  inked: number;
  /** RGBA, row by row: for reading a QR code off the page. */
  pixels: Uint8ClampedArray;
}> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as never, viewport, canvas: canvas as never }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inkedPixels = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) inkedPixels++;
  return {
    png: canvas.toBuffer('image/png'),
    width: canvas.width,
    height: canvas.height,
    inked: inkedPixels / (pixels.length / 4),
    pixels,
  };
}
