/** What the application form is written through, and what it writes: labelled boxes, tables, areas. */

export interface Field {
  label: string;
  value: string;
  /** How many columns the box spans (1 by default). */
  span?: number;
}

export interface Column {
  header: string;
  /** A share of the table's width; the shares need not add up to 1. */
  width: number;
}

export interface Area {
  x: number;
  width: number;
}

/**
 * What the application form is written through: blocks laid out top to bottom. `FormLayout` writes
 * them into a PDF; the benchmark writes the same form as HTML for Chromium to print (DESIGN.md §8's
 * anchor).
 */
export interface FormWriter {
  /** Where the next block starts, in points from the top of the page. */
  y: number;
  readonly left: number;
  readonly width: number;
  gap(points: number): void;
  masthead(bankName: string, title: string): void;
  sectionHeading(text: string, keepWith?: number): void;
  subHeading(text: string, area?: Area, keepWith?: number): void;
  fields(fields: readonly Field[], columns?: number, area?: Area): void;
  table(columns: readonly Column[], rows: readonly (readonly string[])[], area?: Area): void;
  paragraph(text: string, options?: { size?: number; font?: string; color?: string }): void;
  numberedClauses(clauses: readonly string[]): void;
  framedImage(image: Buffer | null, x: number, y: number, width: number, height: number, placeholder: string): void;
  signatureBoxes(signatories: readonly string[], caption: string): void;
  writingBoxes(fields: readonly Field[], columns: number, height?: number): void;
  markEveryPage(text: string): void;
  addFooters(note: string, pageText?: string): void;
}
