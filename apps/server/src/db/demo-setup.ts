import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StaffRole } from '@portal/domain';
import Papa from 'papaparse';
import type { Clock } from '../lib/clock.js';
import { importCustomers, countCustomers } from '@server/modules/customer-master';
import { countReferenceItems, replaceReferenceData } from '@server/modules/reference';
import { countBranchUsers, addBranchUser, generatePassword } from '@server/modules/staff-auth';
import type { Database } from './client.js';
import demoCustomerMaster from './demo-customer-master.json' with { type: 'json' };
import demoReferenceData from './demo-reference-data.json' with { type: 'json' };

export interface DemoCredentials {
  file: string;
  users: { username: string; password: string; branchCode: string; role: StaffRole }[];
}

/**
 * First embedded start only: loads the demo bank's reference data, one existing customer (so the
 * existing-customer flow can be tried at once; README "Demo bank") and creates branch users with
 * random passwords, written once to DATA_DIR/demo-credentials.txt: a clerk and an officer of branch
 * 101, so the review's two steps (decision 028) can be tried, and an admin. Never a fixed password.
 */
export async function setUpDemoBank(db: Database, clock: Clock, dataDir: string): Promise<DemoCredentials | null> {
  if ((await countReferenceItems(db)) === 0) await replaceReferenceData(db, demoReferenceData);
  // Through the import a bank runs, so the demo record is checked as a real master file is.
  if ((await countCustomers(db)) === 0) await importCustomers(db, clock, Papa.unparse(demoCustomerMaster));
  if ((await countBranchUsers(db)) > 0) return null;
  const users: DemoCredentials['users'] = [
    { username: 'pune101', password: generatePassword(), branchCode: '101', role: 'clerk' },
    { username: 'officer101', password: generatePassword(), branchCode: '101', role: 'officer' },
    { username: 'admin', password: generatePassword(), branchCode: '101', role: 'admin' },
  ];
  for (const user of users) await addBranchUser(db, clock, user);
  const file = path.join(dataDir, 'demo-credentials.txt');
  const lines = users.map(
    (user) =>
      `${user.username}\t${user.password}\tbranch ${user.branchCode}\t${user.role === 'admin' ? 'admin (all branches)' : user.role}`,
  );
  writeFileSync(file, `# Demo branch users (user name, password, branch, role)\n${lines.join('\n')}\n`, {
    mode: 0o600,
  });
  return { file, users };
}
