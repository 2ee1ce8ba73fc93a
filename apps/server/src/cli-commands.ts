import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { referenceImportFileSchema, STAFF_ROLES, type StaffRole } from '@portal/domain';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { importCustomers } from '@server/modules/customer-master';
import { replaceReferenceData } from '@server/modules/reference';
import { addBranchUser, disableUser, unlockUser } from '@server/modules/staff-auth';

export const USAGE = `Usage: npm run cli -- <command>

  branch-user add --username U --branch CODE [--role clerk|officer|admin]
      Adds a branch user. The password is read from BRANCH_USER_PASSWORD, or asked for.
      --role: clerk (the default) verifies submitted applications or returns them to the
      customer; officer approves or rejects verified ones (never one they verified); admin
      may do both, in every branch, but never both on one application. --admin is
      --role admin.
  branch-user disable U
      Disables a branch user; their open sessions stop working at once.
  branch-user unlock U
      Forgets the user's failed sign-ins, from every address.
  reference import FILE.json
      Replaces the reference lists and upserts the branches named in FILE.json
      (format: docs/reference-data.md).
  customers import FILE.csv
      Upserts the bank's customer master (account type 5) by customer_id, all rows or none
      (columns: README.md, "Command line").

The CLI works on the database of DATABASE_URL, or on the embedded database in DATA_DIR
(stop the server first: the embedded database has one user at a time).`;

export interface CliIo {
  clock: Clock;
  /** The new user's password: from BRANCH_USER_PASSWORD, or asked for at the terminal. */
  askPassword(): Promise<string>;
}

/** --role R, or --admin (kept as --role admin); a clerk when neither is given. */
function staffRoleOf(role: string | undefined, admin: boolean): StaffRole {
  if (admin && role !== undefined && role !== 'admin') throw new Error('--admin is --role admin: give one of them.');
  const chosen = admin ? 'admin' : (role ?? 'clerk');
  if (!(STAFF_ROLES as readonly string[]).includes(chosen)) {
    throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  }
  return chosen as StaffRole;
}

/** Runs one CLI command against a database; answers what to print, throws what went wrong. */
export async function runCliCommand(db: Database, args: string[], io: CliIo): Promise<string> {
  const [area, action, ...rest] = args;
  if (area === 'branch-user' && action === 'add') {
    const { values } = parseArgs({
      args: rest,
      options: {
        username: { type: 'string' },
        branch: { type: 'string' },
        role: { type: 'string' },
        admin: { type: 'boolean', default: false },
      },
    });
    if (!values.username || !values.branch) throw new Error('--username and --branch are required.');
    const role = staffRoleOf(values.role, values.admin ?? false);
    await addBranchUser(db, io.clock, {
      username: values.username,
      branchCode: values.branch,
      role,
      password: await io.askPassword(),
    });
    return `Added ${role === 'clerk' ? '' : `${role} `}user ${values.username} for branch ${values.branch}.`;
  }
  if (area === 'branch-user' && action === 'unlock' && rest.length === 1 && rest[0]) {
    await unlockUser(db, rest[0]);
    return `Cleared the failed sign-ins of ${rest[0]}.`;
  }
  if (area === 'branch-user' && action === 'disable' && rest.length === 1 && rest[0]) {
    await disableUser(db, io.clock, rest[0]);
    return `Disabled user ${rest[0]}.`;
  }
  if (area === 'reference' && action === 'import' && rest.length === 1 && rest[0]) {
    const parsed = referenceImportFileSchema.safeParse(JSON.parse(readFileSync(rest[0], 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `The file is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
      );
    }
    await replaceReferenceData(db, parsed.data);
    const lists = Object.keys(parsed.data.lists ?? {});
    return `Imported ${lists.length} list(s)${lists.length ? ` (${lists.join(', ')})` : ''} and ${parsed.data.branches?.length ?? 0} branch(es).`;
  }
  if (area === 'customers' && action === 'import' && rest.length === 1 && rest[0]) {
    const counts = await importCustomers(db, io.clock, readFileSync(rest[0], 'utf8'));
    return `Imported ${counts.imported} customer(s): ${counts.inserted} new, ${counts.updated} updated.`;
  }
  throw new Error(USAGE);
}
