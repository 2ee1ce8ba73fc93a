// The application form as HTML, for the PDF budget's anchor (DESIGN.md §8): the same blocks the PDF
// is made of (application-pdf.ts writes through either), laid out by CSS in points on A4 for a warm
// Chromium to print. Only the benchmark uses it.
import type { Area, Column, Field, FormWriter } from '../apps/server/src/modules/application-pdf/form-writer.js';

const PAGE_WIDTH = 595.28;
const MARGIN = 36;

const STYLE = `
@page { size: A4; margin: ${MARGIN}pt ${MARGIN}pt ${MARGIN + 14}pt ${MARGIN}pt; }
body { margin: 0; font-family: Helvetica, Arial, sans-serif; color: #111; font-size: 8.5pt; }
.masthead { text-align: center; border-bottom: 1pt solid #1f3864; padding-bottom: 6pt; margin-bottom: 8pt; }
.masthead .bank { font-size: 15pt; font-weight: bold; color: #1f3864; }
.masthead .title { font-size: 11pt; font-weight: bold; }
.section { background: #1f3864; color: #fff; font-weight: bold; font-size: 9pt; padding: 3pt 5pt; margin: 0 0 4pt; break-after: avoid; }
.sub { color: #1f3864; font-weight: bold; font-size: 8.5pt; margin: 2pt 0; break-after: avoid; }
.fields { display: grid; margin-bottom: 4pt; }
.box { border: 0.5pt solid #9aa5b1; padding: 3pt; break-inside: avoid; }
.label { font-size: 6.5pt; color: #555; }
table { border-collapse: collapse; margin-bottom: 4pt; }
th, td { border: 0.5pt solid #9aa5b1; padding: 3pt; text-align: left; vertical-align: top; }
th { background: #e8edf5; }
tr { break-inside: avoid; }
ol { font-size: 8pt; padding-left: 16pt; margin: 0; }
li { margin-bottom: 2.5pt; break-inside: avoid; }
.photo { float: right; border: 0.5pt solid #9aa5b1; display: flex; align-items: center; justify-content: center; }
.photo img { max-width: 100%; max-height: 100%; }
.signatures { display: flex; flex-wrap: wrap; gap: 12pt; break-inside: avoid; }
.signature { text-align: center; font-weight: bold; font-size: 8pt; }
.signature .space { height: 48pt; border: 0.5pt solid #9aa5b1; position: relative; }
.signature .caption { position: absolute; bottom: 2pt; left: 3pt; font-size: 6.5pt; color: #555; font-weight: normal; }
.mark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 54pt; font-weight: bold;
  color: rgba(179, 38, 30, 0.13); transform: rotate(-50deg); }
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export class HtmlFormWriter implements FormWriter {
  readonly left = MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  /** The footer's note, for the print's footer template. */
  footerNote = '';
  private readonly parts: string[] = [];
  private position = 0;

  constructor(private readonly title: string) {}

  get y(): number {
    return this.position;
  }

  /** The form moves below a floated photo by setting y past it. */
  set y(value: number) {
    this.parts.push('<div style="clear: both"></div>');
    this.position = value;
  }

  gap(points: number): void {
    this.parts.push(`<div style="height: ${points}pt"></div>`);
  }

  masthead(bankName: string, title: string): void {
    this.parts.push(
      `<div class="masthead"><div class="bank">${escapeHtml(bankName)}</div><div class="title">${escapeHtml(title)}</div></div>`,
    );
  }

  sectionHeading(text: string): void {
    this.parts.push(`<div class="section" style="clear: both">${escapeHtml(text)}</div>`);
  }

  subHeading(text: string, area?: Area): void {
    this.parts.push(`<div class="sub" style="width: ${area?.width ?? this.width}pt">${escapeHtml(text)}</div>`);
  }

  fields(fields: readonly Field[], columns = 3, area?: Area): void {
    this.boxes(fields, columns, area?.width ?? this.width);
  }

  private boxes(fields: readonly Field[], columns: number, width: number, height?: number): void {
    const boxes = fields.map(
      (field) =>
        `<div class="box" style="grid-column: span ${Math.min(field.span ?? 1, columns)}${height ? `; height: ${height}pt` : ''}">` +
        `<div class="label">${escapeHtml(field.label)}</div><div>${escapeHtml(field.value || '-')}</div></div>`,
    );
    this.parts.push(
      `<div class="fields" style="width: ${width}pt; grid-template-columns: repeat(${columns}, 1fr)">${boxes.join('')}</div>`,
    );
  }

  table(columns: readonly Column[], rows: readonly (readonly string[])[], area?: Area): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const header = columns
      .map((column) => `<th style="width: ${(column.width / total) * 100}%">${escapeHtml(column.header)}</th>`)
      .join('');
    const body = rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell || '-')}</td>`).join('')}</tr>`)
      .join('');
    this.parts.push(
      `<table style="width: ${area?.width ?? this.width}pt"><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>`,
    );
  }

  paragraph(text: string, options: { size?: number } = {}): void {
    this.parts.push(`<p style="font-size: ${options.size ?? 8.5}pt; margin: 0 0 3pt">${escapeHtml(text)}</p>`);
  }

  numberedClauses(clauses: readonly string[]): void {
    this.parts.push(`<ol>${clauses.map((clause) => `<li>${escapeHtml(clause)}</li>`).join('')}</ol>`);
  }

  framedImage(image: Buffer | null, _x: number, _y: number, width: number, height: number, placeholder: string): void {
    const inside = image
      ? `<img alt="" src="data:image/jpeg;base64,${image.toString('base64')}">`
      : `<span class="label">${escapeHtml(placeholder)}</span>`;
    this.parts.push(`<div class="photo" style="width: ${width}pt; height: ${height}pt">${inside}</div>`);
  }

  signatureBoxes(signatories: readonly string[], caption: string): void {
    const boxWidth = (this.width - 24) / 3;
    const boxes = signatories.map(
      (name) =>
        `<div class="signature" style="width: ${boxWidth}pt"><div class="space"><span class="caption">${escapeHtml(caption)}</span></div>${escapeHtml(name)}</div>`,
    );
    this.parts.push(`<div class="signatures">${boxes.join('')}</div>`);
  }

  writingBoxes(fields: readonly Field[], columns: number, height = 34): void {
    this.boxes(fields, columns, this.width, height);
  }

  markEveryPage(text: string): void {
    this.parts.push(`<div class="mark">${escapeHtml(text)}</div>`);
  }

  addFooters(note: string): void {
    this.footerNote = note;
  }

  /** The whole page, ready for Chromium's print. */
  html(): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(this.title)}</title><style>${STYLE}</style></head><body>${this.parts.join('')}</body></html>`;
  }

  /** Chromium's footer: the note and "Page X of Y" on every page, as the PDF has. */
  footerTemplate(): string {
    return `<div style="font-size: 7pt; color: #555; width: 100%; margin: 0 ${MARGIN}pt; display: flex; justify-content: space-between"><span>${escapeHtml(this.footerNote)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
  }
}
