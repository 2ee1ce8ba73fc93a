import Papa from 'papaparse';
import {
  calendarDateInIndia,
  createCustomerMasterRowSchema,
  CUSTOMER_MASTER_COLUMNS,
  OPTIONAL_CUSTOMER_MASTER_COLUMNS,
  type CustomerMasterRow,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import type { Clock } from '@server/lib/clock.js';
import { listReferenceItems } from '@server/modules/reference';
import { recordCustomerImport, upsertCustomers } from './customer-master-repository.js';

/** Problems listed at most; the count of the rest is given. */
const MAX_PROBLEMS_SHOWN = 50;

export class CustomerImportError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN);
    const more = problems.length - shown.length;
    super(
      `Nothing was imported. Fix these and run the import again:\n${shown.map((p) => `  ${p}`).join('\n')}` +
        (more > 0 ? `\n  … and ${more} more` : ''),
    );
  }
}

interface CsvRecord {
  /** The file line the record starts on (1 = the header). */
  line: number;
  cells: string[];
}

/** The file's records with the line each starts on (a quoted cell may span lines); blank lines are skipped. */
function readCsv(file: string): { records: CsvRecord[]; problems: string[] } {
  const text = file.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  const problems: string[] = [];
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(text, {
    step(result) {
      for (const error of result.errors) problems.push(`line ${line}: ${error.message}`);
      if (result.data.some((cell) => cell.trim() !== '')) records.push({ line, cells: result.data });
      // meta.cursor is where the next record starts: after this one's line break.
      const end = result.meta.cursor;
      line += countLineBreaks(text, start, end);
      start = end;
    },
  });
  return { records, problems };
}

function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) {
    breaks += 1;
  }
  return breaks;
}

/**
 * `customers import FILE.csv`: the bank's customer master for account type 5 (DESIGN.md §4). Every
 * row is checked first (formats as the wizards check them, branch codes and list ids that exist, no
 * customer id twice); any problem imports nothing and names its line. Otherwise all rows are
 * upserted by customer id in one transaction.
 */
export async function importCustomers(
  db: Database,
  clock: Clock,
  file: string,
): Promise<{ imported: number; inserted: number; updated: number }> {
  const { records, problems } = readCsv(file);
  const [header, ...rows] = records;
  if (!header) throw new CustomerImportError(['line 1: the file is empty; the first line names the columns']);
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(CUSTOMER_MASTER_COLUMNS);
  for (const column of columns) {
    if (!known.has(column)) problems.push(`line ${header.line}: unknown column '${column}'`);
  }
  for (const column of CUSTOMER_MASTER_COLUMNS) {
    if (!columns.includes(column) && !OPTIONAL_CUSTOMER_MASTER_COLUMNS.includes(column)) {
      problems.push(`line ${header.line}: column '${column}' is missing`);
    }
  }
  if (new Set(columns).size !== columns.length) problems.push(`line ${header.line}: a column is named twice`);
  if (problems.length > 0) throw new CustomerImportError(problems);

  const [branches, states, educations, occupations] = await Promise.all([
    db.selectFrom('branches').select('code').execute(),
    listReferenceItems(db, 'State'),
    listReferenceItems(db, 'Education'),
    listReferenceItems(db, 'Occupation'),
  ]);
  const ids = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
  const branchCodes = new Set(branches.map((branch) => branch.code));
  const lists = { state: ids(states), education: ids(educations), occupation: ids(occupations) } as const;

  const schema = createCustomerMasterRowSchema(calendarDateInIndia(clock.now()));
  const valid: CustomerMasterRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    if (cells.length !== columns.length) {
      problems.push(`line ${line}: ${cells.length} values for ${columns.length} columns`);
      continue;
    }
    const record = Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`line ${line}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const row = parsed.data;
    const seen = firstLineOf.get(row.customer_id);
    if (seen !== undefined) problems.push(`line ${line}: customer_id ${row.customer_id} is already on line ${seen}`);
    else firstLineOf.set(row.customer_id, line);
    if (!branchCodes.has(row.branch_code))
      problems.push(`line ${line}: branch_code: no branch with code ${row.branch_code}`);
    for (const list of ['state', 'education', 'occupation'] as const) {
      const id = row[list];
      if (id !== '' && !lists[list].has(id)) problems.push(`line ${line}: ${list}: no entry with id ${id}`);
    }
    valid.push(row);
  }
  if (problems.length > 0) throw new CustomerImportError(problems);

  return db.transaction().execute(async (tx) => {
    const now = clock.now();
    const inserted = await upsertCustomers(tx, valid, now);
    const counts = { imported: valid.length, inserted, updated: valid.length - inserted };
    await recordCustomerImport(tx, now, counts);
    return counts;
  });
}
