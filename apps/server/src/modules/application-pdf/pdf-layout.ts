import { BoundedCache } from './bounded-cache.js';
import type { Area, Column, Field, FormWriter } from './form-writer.js';
import { devanagariFont, loadPdfLibraries, TYPEFACES, type FormScript, type PdfLibraries } from './pdf-fonts.js';
import { asFontSource, carryActualText, placeLine, shareShaping, useFastKerning, widthOf } from './pdfkit-adapter.js';

/**
 * The printed form's building blocks: headings, labelled boxes, tables, numbered clauses, signature
 * boxes and page footers, laid out top to bottom on A4. Each block measures itself first and starts
 * a new page when it would not fit, so no box is cut in two.
 */

const MARGIN = 36;

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9aa5b1';
const BRAND = '#1f3864';
const SHADE = '#e8edf5';
const DRAFT_RED = '#b3261e';
const PAD = 3;
const VALUE_SIZE = 8.5;
/** What an empty box shows, so a blank is visibly "not given" rather than a printing fault. */
const EMPTY = '-';

/**
 * Text heights already worked out, by font, size, width and text. Labels, headings and the
 * declaration are the same on every form, and measuring wrapped text is the costliest part of a
 * render; the map is emptied when it grows past its bound.
 */
const measured = new BoundedCache<number>(5_000);

/**
 * Prose broken into lines, by font, size, width and text: the declarations (14 clauses for holder 1,
 * 19 for each other holder) are the same on every form, and pdfkit's line wrapper measured them word
 * by word on every render, some 8 ms of a three-holder form. Emptied when it grows past its bound.
 */
const wrapped = new BoundedCache<readonly string[]>(2_000);

export class FormLayout implements FormWriter {
  readonly doc: PDFKit.PDFDocument;
  y: number;
  private readonly regular: string;
  private readonly bold: string;
  private readonly narrowest: number;
  private readonly labelSize: number;
  /** The fill colour last set on each page; see `fill`. */
  private readonly fills = new WeakMap<object, string>();

  /** A new form, once pdfkit and fontkit are loaded. */
  static async open(info: { title: string; author: string; script?: FormScript }): Promise<FormLayout> {
    return new FormLayout(await loadPdfLibraries(), info);
  }

  private constructor(
    { PDFDocument, fontkit }: PdfLibraries,
    info: { title: string; author: string; script?: FormScript },
  ) {
    const script = info.script ?? 'latin';
    this.doc = new PDFDocument({
      size: 'A4',
      // The default font is opened with every document: a Devanagari form's own, not a Helvetica it never uses.
      ...(script === 'devanagari' ? { font: asFontSource(devanagariFont(fontkit, 'NotoSansDevanagari-Regular')) } : {}),
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    });
    ({
      regular: this.regular,
      bold: this.bold,
      narrowest: this.narrowest,
      labelSize: this.labelSize,
    } = TYPEFACES[script]);
    if (script === 'devanagari') {
      for (const name of ['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold'] as const) {
        this.doc.registerFont(name, asFontSource(devanagariFont(fontkit, name)));
      }
      for (const font of [this.bold, this.regular]) shareShaping(this.doc.font(font));
    } else {
      for (const font of [this.bold, this.regular]) useFastKerning(this.doc.font(font));
    }
    carryActualText(this.doc);
    this.doc.font(this.regular);
    this.y = this.doc.page.margins.top;
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get fullArea(): Area {
    return { x: this.left, width: this.width };
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }

  gap(points: number): void {
    this.y += points;
  }

  /**
   * The height `text` takes at this width. Most values are one short line: their width alone
   * decides, which is far cheaper than pdfkit's line wrapper (the PDF's time budget is 20 ms).
   */
  measure(text: string, font: string, size: number, width: number): number {
    return measured.get(`${font}\u0000${size}\u0000${width.toFixed(2)}\u0000${text}`, () => {
      this.doc.font(font).fontSize(size);
      return this.fitsOneLine(text, size, width)
        ? this.doc.currentLineHeight(true)
        : this.doc.heightOfString(text, { width });
    });
  }

  /** Whether `text` fits one line at this width, in the current font and size. */
  private fitsOneLine(text: string, size: number, width: number): boolean {
    // No character is narrower than `narrowest` of the size: longer text cannot fit.
    if (text.length * this.narrowest * size > width || text.includes('\n')) return false;
    return widthOf(this.doc, text) <= width;
  }

  /**
   * Sets the fill colour unless it is already the page's: pdfkit writes the colour again on every
   * call. Kept per page, as each page has its own content stream (footers go back to earlier pages).
   * Drawing between save and restore sets its colour through pdfkit directly, as the restore brings
   * back the colour set before.
   */
  private fill(color: string): PDFKit.PDFDocument {
    if (this.fills.get(this.doc.page) !== color) {
      this.doc.fillColor(color);
      this.fills.set(this.doc.page, color);
    }
    return this.doc;
  }

  private write(
    text: string,
    x: number,
    y: number,
    style: { font?: string; size: number; color?: string; width: number; align?: 'left' | 'center' | 'right' },
  ): void {
    this.doc.font(style.font ?? this.regular).fontSize(style.size);
    this.fill(style.color ?? INK);
    if (this.fitsOneLine(text, style.size, style.width)) {
      // One line needs no wrapping: place it directly (aligned by hand).
      const spare = style.width - widthOf(this.doc, text);
      const offset = style.align === 'center' ? spare / 2 : style.align === 'right' ? spare : 0;
      placeLine(this.doc, text, x + offset, y);
      return;
    }
    this.doc.text(text, x, y, { width: style.width, align: style.align ?? 'left', lineBreak: true });
  }

  /** The form's masthead: the bank, the form's title, and a rule. */
  masthead(bankName: string, title: string): void {
    this.write(bankName, this.left, this.y, {
      font: this.bold,
      size: 15,
      color: BRAND,
      width: this.width,
      align: 'center',
    });
    this.y += this.measure(bankName, this.bold, 15, this.width) + 2;
    this.write(title, this.left, this.y, { font: this.bold, size: 11, width: this.width, align: 'center' });
    this.y += this.measure(title, this.bold, 11, this.width) + 4;
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(1)
      .strokeColor(BRAND)
      .stroke();
    this.y += 8;
  }

  /** A shaded band that opens a part of the form; `keepWith` points must follow it on the same page. */
  sectionHeading(text: string, keepWith = 40): void {
    const height = 15;
    this.ensureSpace(height + keepWith);
    this.fill(BRAND).rect(this.left, this.y, this.width, height).fill();
    this.write(text, this.left + 5, this.y + 4, { font: this.bold, size: 9, color: '#ffffff', width: this.width - 10 });
    this.y += height + 4;
  }

  /** A smaller heading inside a section. */
  subHeading(text: string, area: Area = this.fullArea, keepWith = 30): void {
    const height = this.measure(text, this.bold, 8.5, area.width) + 3;
    this.ensureSpace(height + keepWith);
    this.write(text, area.x, this.y, { font: this.bold, size: 8.5, color: BRAND, width: area.width });
    this.y += height;
  }

  /** Labelled boxes, `columns` to a row, as on a printed form. */
  fields(fields: readonly Field[], columns = 3, area: Area = this.fullArea): void {
    const columnWidth = area.width / columns;
    let row: Field[] = [];
    let used = 0;
    const flush = () => {
      if (row.length > 0) this.fieldRow(row, columnWidth, columns, area);
      row = [];
      used = 0;
    };
    for (const field of fields) {
      const span = Math.min(field.span ?? 1, columns);
      if (used + span > columns) flush();
      row.push({ ...field, span });
      used += span;
    }
    flush();
    this.y += 4;
  }

  private fieldRow(row: readonly Field[], columnWidth: number, columns: number, area: Area): void {
    // The last box of a row takes what is left, so every row spans the full width.
    const spans = row.map((field, index) =>
      index === row.length - 1
        ? columns - row.slice(0, -1).reduce((sum, f) => sum + (f.span ?? 1), 0)
        : (field.span ?? 1),
    );
    const heights = row.map((field, index) => {
      const inner = columnWidth * (spans[index] ?? 1) - 2 * PAD;
      return (
        2 * PAD +
        this.measure(field.label, this.regular, this.labelSize, inner) +
        1 +
        this.measure(field.value || EMPTY, this.regular, VALUE_SIZE, inner)
      );
    });
    const height = Math.max(...heights);
    this.ensureSpace(height);
    let x = area.x;
    row.forEach((field, index) => {
      const width = columnWidth * (spans[index] ?? 1);
      this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
      const inner = width - 2 * PAD;
      this.write(field.label, x + PAD, this.y + PAD, { size: this.labelSize, color: MUTED, width: inner });
      const labelHeight = this.measure(field.label, this.regular, this.labelSize, inner);
      this.write(field.value || EMPTY, x + PAD, this.y + PAD + labelHeight + 1, { size: VALUE_SIZE, width: inner });
      x += width;
    });
    this.y += height;
  }

  /** A ruled table with a shaded header row; rows move to the next page whole, with the header again. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], area: Area = this.fullArea): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * area.width);
    const rowHeight = (cells: readonly string[], font: string) =>
      Math.max(...cells.map((cell, i) => this.measure(cell || EMPTY, font, VALUE_SIZE, (widths[i] ?? 0) - 2 * PAD))) +
      2 * PAD;
    const drawRow = (cells: readonly string[], font: string, shaded: boolean) => {
      const height = rowHeight(cells, font);
      let x = area.x;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        if (shaded) this.fill(SHADE).rect(x, this.y, width, height).fill();
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(cell || EMPTY, x + PAD, this.y + PAD, { font, size: VALUE_SIZE, width: width - 2 * PAD });
        x += width;
      });
      this.y += height;
    };
    const headers = columns.map((column) => column.header);
    const headerHeight = rowHeight(headers, this.bold);
    this.ensureSpace(headerHeight + (rows[0] ? rowHeight(rows[0], this.regular) : 0));
    drawRow(headers, this.bold, true);
    for (const cells of rows) {
      const height = rowHeight(cells, this.regular);
      if (this.y + height > this.bottom) {
        this.ensureSpace(headerHeight + height);
        drawRow(headers, this.bold, true);
      }
      drawRow(cells, this.regular, false);
    }
    this.y += 4;
  }

  /** Running text (notes, the declaration's lead-in). */
  paragraph(text: string, options: { size?: number; font?: string; color?: string } = {}): void {
    const size = options.size ?? VALUE_SIZE;
    const font = options.font ?? this.regular;
    const height = this.measure(text, font, size, this.width);
    this.ensureSpace(height);
    this.write(text, this.left, this.y, { font, size, color: options.color ?? INK, width: this.width });
    this.y += height + 3;
  }

  /**
   * Prose as lines that fit `width`, broken between words (kept from one render to the next). A word
   * wider than the width keeps a line of its own: this is for sentences, not for values.
   */
  private linesOf(text: string, font: string, size: number, width: number): readonly string[] {
    return wrapped.get(`${font}\u0000${size}\u0000${width.toFixed(2)}\u0000${text}`, () =>
      this.breakLines(text, font, size, width),
    );
  }

  private breakLines(text: string, font: string, size: number, width: number): string[] {
    this.doc.font(font).fontSize(size);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const longer = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.doc.widthOfString(longer) > width) {
          lines.push(line);
          line = word;
        } else line = longer;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Numbered clauses with hanging numbers, each kept whole on one page. */
  numberedClauses(clauses: readonly string[]): void {
    const indent = 16;
    const size = 8;
    const width = this.width - indent;
    this.doc.font(this.regular).fontSize(size);
    const lineHeight = this.doc.currentLineHeight(true);
    clauses.forEach((clause, index) => {
      const lines = this.linesOf(clause, this.regular, size, width);
      const height = lines.length * lineHeight;
      this.ensureSpace(height);
      this.write(`${index + 1}.`, this.left, this.y, { font: this.bold, size, width: indent });
      this.doc.font(this.regular).fontSize(size);
      this.fill(INK);
      lines.forEach((line, number) => placeLine(this.doc, line, this.left + indent, this.y + number * lineHeight));
      this.y += height + 2.5;
    });
  }

  /** An image fitted into a framed box (the holder's photo); a placeholder text when there is none. */
  framedImage(image: Buffer | null, x: number, y: number, width: number, height: number, placeholder: string): void {
    this.doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
    if (image) {
      this.doc.image(image, x + 2, y + 2, { fit: [width - 4, height - 4], align: 'center', valign: 'center' });
    } else {
      this.write(placeholder, x + 4, y + height / 2 - 5, { size: 7, color: MUTED, width: width - 8, align: 'center' });
    }
  }

  /** One box per signatory, three to a row, the name printed under each. */
  signatureBoxes(signatories: readonly string[], caption: string): void {
    const perRow = 3;
    const spacing = 12;
    const boxWidth = (this.width - spacing * (perRow - 1)) / perRow;
    const boxHeight = 48;
    for (let start = 0; start < signatories.length; start += perRow) {
      const names = signatories.slice(start, start + perRow);
      const nameHeight = Math.max(...names.map((name) => this.measure(name, this.bold, 8, boxWidth)));
      this.ensureSpace(boxHeight + nameHeight + 16);
      names.forEach((name, index) => {
        const x = this.left + index * (boxWidth + spacing);
        this.doc.rect(x, this.y, boxWidth, boxHeight).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(caption, x + PAD, this.y + boxHeight - 10, { size: 6.5, color: MUTED, width: boxWidth - 2 * PAD });
        this.write(name, x, this.y + boxHeight + 3, { font: this.bold, size: 8, width: boxWidth, align: 'center' });
      });
      this.y += boxHeight + nameHeight + 12;
    }
  }

  /**
   * Boxes to be written in by hand (the office's part): labelled like `fields`, each tall enough for a
   * signature or a date, its value printed when there is one and otherwise left blank.
   */
  writingBoxes(fields: readonly Field[], columns: number, height = 34): void {
    const columnWidth = this.width / columns;
    const rows: Field[][] = [[]];
    let used = 0;
    for (const field of fields) {
      const span = Math.min(field.span ?? 1, columns);
      if (used + span > columns) {
        rows.push([]);
        used = 0;
      }
      rows.at(-1)?.push({ ...field, span });
      used += span;
    }
    this.ensureSpace(rows.length * height);
    for (const row of rows) {
      let x = this.left;
      for (const field of row) {
        const width = columnWidth * (field.span ?? 1);
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(field.label, x + PAD, this.y + PAD, { size: this.labelSize, color: MUTED, width: width - 2 * PAD });
        if (field.value) {
          this.write(field.value, x + PAD, this.y + height - PAD - VALUE_SIZE - 2, {
            size: VALUE_SIZE,
            width: width - 2 * PAD,
          });
        }
        x += width;
      }
      this.y += height;
    }
    this.y += 4;
  }

  /**
   * Marks every page: `text` in a red band above the masthead's margin, and once more large, light and
   * diagonal across the page, so no page of the printout can pass for the final form. The diagonal is
   * translucent, so the content stays readable under it.
   */
  markEveryPage(text: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const page = this.doc.page;
      const savedBottom = page.margins.bottom;
      // Writing outside the margins would otherwise start a new page.
      page.margins.bottom = 0;
      this.write(text, this.left, 12, {
        font: this.bold,
        size: 10,
        color: DRAFT_RED,
        width: this.width,
        align: 'center',
      });
      const size = 54;
      this.doc.font(this.bold).fontSize(size);
      const width = this.doc.widthOfString(text);
      const centre = { x: page.width / 2, y: page.height / 2 };
      this.doc.save();
      this.doc.rotate(-50, { origin: [centre.x, centre.y] });
      this.doc
        .fillColor(DRAFT_RED)
        .fillOpacity(0.13)
        .text(text, centre.x - width / 2, centre.y - size / 2, { lineBreak: false });
      this.doc.restore();
      page.margins.bottom = savedBottom;
    }
  }

  /**
   * "Page X of Y" (`pageText` with `{page}` and `{pages}`) and a left-hand note at the foot of every
   * page, once the page count is known.
   */
  addFooters(note: string, pageText = 'Page {page} of {pages}'): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const margins = this.doc.page.margins;
      const savedBottom = margins.bottom;
      // Writing below the bottom margin would otherwise start a new page.
      margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      const width = this.doc.page.width - margins.left - margins.right;
      this.write(note, margins.left, y, { size: 7, color: MUTED, width });
      const page = pageText.replace('{page}', String(index - range.start + 1)).replace('{pages}', String(range.count));
      this.write(page, margins.left, y, {
        size: 7,
        color: MUTED,
        width,
        align: 'right',
      });
      margins.bottom = savedBottom;
    }
  }

  /** Finishes the document and collects its bytes. */
  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
