import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CardModel, CardRow } from './card-model';
import type { CardText } from './card-text';
import { cardFonts } from './pdf-fonts';

const COLOR = {
  brand: '#6b3fd4',
  text: '#1f1a2e',
  muted: '#5f5a6e',
  border: '#dedae8',
  band: '#efe9fc',
  given: '#067647',
  overdue: '#b42318',
};
const MARGIN = { top: 48, bottom: 56, left: 42, right: 42 };
const PAD = 4;
/**
 * Vaccine | Full name | Due | Given on | Status, across the 511 pt of an A4 page inside the
 * margins; the vaccine and its status in bold.
 */
const COLUMNS: Array<{
  title: keyof CardText['columns'];
  width: number;
  font: 'regular' | 'bold';
  cell: (r: CardRow) => string;
}> = [
  { title: 'vaccine', width: 96, font: 'bold', cell: (r) => r.name },
  { title: 'fullName', width: 167, font: 'regular', cell: (r) => r.fullName },
  { title: 'due', width: 65, font: 'regular', cell: (r) => r.due },
  { title: 'given', width: 65, font: 'regular', cell: (r) => r.given },
  { title: 'status', width: 118, font: 'bold', cell: (r) => r.status },
];

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = PDFKit.Mixins.TextOptions;

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Text at a place. Devanagari is drawn in visual glyph order (a vowel sign like ि before its
 * consonant), so such text also carries its logical spelling as ActualText for copy, search
 * and screen readers.
 */
function write(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}) {
  const span = DEVANAGARI.test(text);
  if (span) doc.markContent('Span', { actual: text });
  doc.text(text, x, y, options);
  if (span) doc.endMarkedContent();
}

/** The card as an A4 PDF (print-friendly: black text on white, colour only as an accent). */
export function renderCardPdf(model: CardModel, now: Date): Promise<Buffer> {
  const fonts = cardFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    font: fonts.regular,
    lang: model.words.lang,
    displayTitle: true,
    info: {
      Title: model.title,
      Author: 'Tika',
      Creator: 'Tika',
      Subject: model.words.card,
      CreationDate: now,
      ModDate: now,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, model);
  onlineRecord(doc, model);
  // Growth first: a few lines a doctor reads at a glance before the long vaccine table.
  growth(doc, model);
  vaccineTable(doc, model);
  disclaimer(doc, model);
  footers(doc, model);
  doc.end();
  return done;
}

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function header(doc: Doc, model: CardModel) {
  const x = left(doc);
  const top = doc.y;
  doc.font('bold').fontSize(22).fillColor(COLOR.brand).text('Tika', x, top);
  doc.font('regular').fontSize(11).fillColor(COLOR.muted);
  write(doc, model.words.card, x, top + 8, { width: contentWidth(doc), align: 'right' });
  doc
    .moveTo(x, top + 34)
    .lineTo(x + contentWidth(doc), top + 34)
    .lineWidth(1.5)
    .strokeColor(COLOR.brand)
    .stroke();

  doc.font('bold').fontSize(18).fillColor(COLOR.text);
  write(doc, model.child.name, x, top + 46);
  const labels = model.words.facts;
  const facts: Array<[string, string]> = [
    [labels.dob, model.child.dob],
    [labels.age, model.child.age],
    [labels.sex, model.child.sex],
    [labels.schedule, model.child.schedule],
    [labels.parent, model.parent.name],
    [labels.phone, model.parent.phone],
  ];
  const half = contentWidth(doc) / 2;
  let y = doc.y + 4;
  for (let i = 0; i < facts.length; i += 2) {
    const rowTop = y;
    let rowBottom = y;
    for (const [j, fact] of [facts[i], facts[i + 1]].entries()) {
      if (!fact) continue;
      const fx = x + j * half;
      doc.font('regular').fontSize(8.5).fillColor(COLOR.muted);
      write(doc, fact[0].toUpperCase(), fx, rowTop, { width: half - 12 });
      doc.font('regular').fontSize(10.5).fillColor(COLOR.text);
      write(doc, fact[1], fx, doc.y, { width: half - 12 });
      rowBottom = Math.max(rowBottom, doc.y);
    }
    y = rowBottom + 6;
  }
  doc.font('regular').fontSize(10).fillColor(COLOR.text);
  write(doc, model.summary, x, y + 2, { width: contentWidth(doc) });
  doc.moveDown(0.8);
}

const QR_SIZE = 92;

/**
 * The doctor's record link as a QR code (with its quiet zone of four modules), and what it
 * opens beside it. Black on white at error correction M: a phone reads it from a printout.
 */
function onlineRecord(doc: Doc, model: CardModel) {
  if (!model.online) return;
  ensureRoom(doc, QR_SIZE + 12);
  const x = left(doc);
  const top = doc.y;
  const { modules } = QRCode.create(model.online.url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / (modules.size + 8);
  doc.rect(x, top, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, top + (row + 4) * cell, cell, cell);
  doc.fill('#000000');
  doc.font('regular').fontSize(10).fillColor(COLOR.text);
  const textX = x + QR_SIZE + 12;
  write(doc, model.online.text, textX, top + 24, { width: contentWidth(doc) - QR_SIZE - 12 });
  doc.y = Math.max(doc.y, top + QR_SIZE) + 8;
  doc.x = x;
}

function sectionTitle(doc: Doc, title: string) {
  ensureRoom(doc, 40);
  doc.font('bold').fontSize(13).fillColor(COLOR.brand);
  write(doc, title, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/** The tallest cell, each measured in the font it is drawn in (bold wraps sooner). */
function rowHeight(doc: Doc, cells: string[]): number {
  const heights = cells.map((text, i) => {
    const column = COLUMNS[i]!;
    doc.font(column.font).fontSize(9);
    return doc.heightOfString(text, { width: column.width - 2 * PAD });
  });
  return Math.max(...heights) + 2 * PAD;
}

function tableHeader(doc: Doc, titles: CardText['columns']) {
  const y = doc.y;
  let x = left(doc);
  doc.rect(x, y, contentWidth(doc), 18).fill(COLOR.text);
  doc.font('bold').fontSize(8.5).fillColor('#ffffff');
  for (const column of COLUMNS) {
    write(doc, titles[column.title], x + PAD, y + 4, {
      width: column.width - 2 * PAD,
      lineBreak: false,
    });
    x += column.width;
  }
  doc.y = y + 18;
}

function vaccineTable(doc: Doc, model: CardModel) {
  const { words } = model;
  sectionTitle(doc, words.sections.vaccines);
  if (!model.groups.length) {
    doc.font('regular').fontSize(10).fillColor(COLOR.text);
    write(doc, words.noVaccinesRecorded, left(doc), doc.y);
    doc.moveDown();
    return;
  }
  tableHeader(doc, words.columns);
  for (const group of model.groups) {
    const first = group.rows[0]!;
    // An age-group band never ends a page alone: it stays with its first row.
    if (
      ensureRoom(
        doc,
        18 +
          rowHeight(
            doc,
            COLUMNS.map((c) => c.cell(first)),
          ),
      )
    )
      tableHeader(doc, words.columns);
    const bandTop = doc.y;
    doc.rect(left(doc), bandTop, contentWidth(doc), 16).fill(COLOR.band);
    doc.font('bold').fontSize(9).fillColor(COLOR.text);
    write(doc, group.label, left(doc) + PAD, bandTop + 3.5, {
      width: contentWidth(doc) - 2 * PAD,
      lineBreak: false,
    });
    doc.y = bandTop + 16;
    for (const row of group.rows) tableRow(doc, row, words.columns);
  }
  doc.x = left(doc);
  doc.moveDown(1);
}

function tableRow(doc: Doc, row: CardRow, titles: CardText['columns']) {
  const cells = COLUMNS.map((c) => c.cell(row));
  const height = rowHeight(doc, cells);
  if (ensureRoom(doc, height)) tableHeader(doc, titles);
  const top = doc.y;
  let x = left(doc);
  cells.forEach((text, i) => {
    const status = i === cells.length - 1;
    const color =
      status && row.tone === 'given'
        ? COLOR.given
        : status && (row.tone === 'overdue' || row.tone === 'catch_up')
          ? COLOR.overdue
          : COLOR.text;
    doc.font(COLUMNS[i]!.font).fontSize(9).fillColor(color);
    write(doc, text, x + PAD, top + PAD, { width: COLUMNS[i]!.width - 2 * PAD });
    x += COLUMNS[i]!.width;
  });
  doc
    .moveTo(left(doc), top + height)
    .lineTo(left(doc) + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .strokeColor(COLOR.border)
    .stroke();
  doc.y = top + height;
}

function growth(doc: Doc, model: CardModel) {
  sectionTitle(doc, model.words.sections.growth);
  doc.font('regular').fontSize(10).fillColor(COLOR.text);
  for (const line of model.growth.lines) {
    ensureRoom(doc, 16);
    write(doc, line, left(doc), doc.y, { width: contentWidth(doc) });
  }
  if (model.growth.note) {
    doc.font('regular').fontSize(8.5).fillColor(COLOR.muted);
    write(doc, model.growth.note, left(doc), doc.y + 2, { width: contentWidth(doc) });
  }
  doc.moveDown(1);
}

function disclaimer(doc: Doc, model: CardModel) {
  const text = model.words.disclaimer(model.generatedOn);
  doc.font('regular').fontSize(8.5);
  ensureRoom(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 8);
  doc.fillColor(COLOR.muted);
  write(doc, text, left(doc), doc.y, { width: contentWidth(doc) });
}

/** "Generated on … · Page n of m" under every page (drawn last, once the page count is known). */
function footers(doc: Doc, model: CardModel) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(COLOR.muted);
    write(
      doc,
      model.words.footer(model.generatedOn, model.child.name, i + 1, range.count),
      left(doc),
      doc.page.height - margin + 18,
      {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = margin;
  }
}
