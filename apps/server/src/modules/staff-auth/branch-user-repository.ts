import type { StaffRole } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { countRows } from '@server/db/count-rows.js';

export async function findBranchUser(db: Database, username: string) {
  return db
    .selectFrom('branch_users')
    .innerJoin('branches', 'branches.code', 'branch_users.branch_code')
    .select([
      'branch_users.username',
      'branch_users.password_hash',
      'branch_users.branch_code',
      'branch_users.is_admin',
      'branch_users.role',
      'branch_users.disabled_at',
      'branches.name as branch_name',
    ])
    .where((eb) => eb(eb.fn('lower', ['branch_users.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function insertBranchUser(
  db: Database,
  user: { username: string; passwordHash: string; branchCode: string; role: StaffRole; now: Date },
): Promise<void> {
  await db
    .insertInto('branch_users')
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      branch_code: user.branchCode,
      is_admin: user.role === 'admin',
      role: user.role,
      disabled_at: null,
      created_at: user.now,
    })
    .execute();
}

export async function disableBranchUser(db: Database, username: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('branch_users')
    .set({ disabled_at: now })
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function countBranchUsers(db: Database): Promise<number> {
  return countRows(db.selectFrom('branch_users'));
}

/**
 * Failures of one user in the window: from devices known for the user, from this address on other
 * devices, from all other devices, and when the last of those was.
 */
export async function summariseLoginFailures(db: Database, username: string, sourceIp: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('from_known_device', '=', true).as('known_devices'),
      eb.fn
        .count<number>('id')
        .filterWhere((w) => w.and([w('from_known_device', '=', false), w('source_ip', '=', sourceIp)]))
        .as('this_source'),
      eb.fn.count<number>('id').filterWhere('from_known_device', '=', false).as('unknown_devices'),
      eb.fn.max('failed_at').filterWhere('from_known_device', '=', false).as('last_unknown_failed_at'),
    ])
    .where('username', '=', username.toLowerCase())
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    knownDevices: Number(row.known_devices),
    thisSource: Number(row.this_source),
    unknownDevices: Number(row.unknown_devices),
    lastUnknownFailedAt: row.last_unknown_failed_at === null ? null : new Date(row.last_unknown_failed_at),
  };
}

export async function recordLoginFailure(
  db: Database,
  failure: { username: string; sourceIp: string; knownDevice: boolean; now: Date },
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({
      username: failure.username.toLowerCase(),
      source_ip: failure.sourceIp,
      from_known_device: failure.knownDevice,
      failed_at: failure.now,
    })
    .execute();
}

export async function clearLoginFailures(db: Database, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username.toLowerCase()).execute();
}

/**
 * After a right password: forgets the failures of the budget it came from (known devices, or this
 * address on other devices), never a stranger's elsewhere, whose guesses stay counted.
 */
export async function clearOwnLoginFailures(
  db: Database,
  failure: { username: string; sourceIp: string; knownDevice: boolean },
): Promise<void> {
  let query = db
    .deleteFrom('login_failures')
    .where('username', '=', failure.username.toLowerCase())
    .where('from_known_device', '=', failure.knownDevice);
  if (!failure.knownDevice) query = query.where('source_ip', '=', failure.sourceIp);
  await query.execute();
}
