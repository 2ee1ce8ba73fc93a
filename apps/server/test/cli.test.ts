import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCommand, USAGE } from '../src/cli-commands.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

describe.each(backends)('the CLI on %s', (backend) => {
  const t = useTestApp(backend);

  const run = (args: string[], password = 'Counter26') =>
    runCliCommand(t.db, args, { clock: t.clock, askPassword: async () => password });
  const login = (username: string, password: string) =>
    t.call('POST', '/api/BranchLogin/CheckLogin', { body: { username, password } });

  it('adds a branch user who can then sign in, and an admin', async () => {
    expect(await run(['branch-user', 'add', '--username', 'kothrud1', '--branch', '102'])).toBe(
      'Added user kothrud1 for branch 102.',
    );
    expect((await login('kothrud1', 'Counter26')).json()).toMatchObject({
      employee: { lbrcode: '102', isAdmin: false },
    });
    await run(['branch-user', 'add', '--username', 'chief', '--branch', '101', '--admin'], 'Chief20261');
    expect((await login('chief', 'Chief20261')).json()).toMatchObject({ employee: { isAdmin: true, role: 'admin' } });
  });

  it('adds a clerk by default, an officer and an admin with --role (docs/decisions/028)', async () => {
    await run(['branch-user', 'add', '--username', 'clerkr', '--branch', '101']);
    expect((await login('clerkr', 'Counter26')).json()).toMatchObject({ employee: { role: 'clerk', isAdmin: false } });
    expect(await run(['branch-user', 'add', '--username', 'officer1', '--branch', '101', '--role', 'officer'])).toBe(
      'Added officer user officer1 for branch 101.',
    );
    expect((await login('officer1', 'Counter26')).json()).toMatchObject({
      employee: { role: 'officer', isAdmin: false },
    });
    await run(['branch-user', 'add', '--username', 'chief2', '--branch', '101', '--role', 'admin']);
    expect((await login('chief2', 'Counter26')).json()).toMatchObject({ employee: { role: 'admin', isAdmin: true } });
  });

  it.each([
    [
      ['branch-user', 'add', '--username', 'r1', '--branch', '101', '--role', 'manager'],
      'Counter26',
      /--role must be one of clerk, officer, admin/,
    ],
    [
      ['branch-user', 'add', '--username', 'r2', '--branch', '101', '--role', 'clerk', '--admin'],
      'Counter26',
      /--admin is --role admin/,
    ],
    [['branch-user', 'add', '--username', 'x', '--branch', '999'], 'Counter26', /no branch with code 999/],
    [['branch-user', 'add', '--username', 'kothrud1', '--branch', '102'], 'Counter26', /already exists/],
    [['branch-user', 'add', '--username', 'weak', '--branch', '101'], 'short1', /8 to 10 characters/],
    [['branch-user', 'add', '--username', 'weak', '--branch', '101'], 'onlyletters', /8 to 10 characters/],
    [['branch-user', 'add', '--username', 'weak', '--branch', '101'], 'letteronly', /letters and digits/],
    [['branch-user', 'add', '--username', 'a name', '--branch', '101'], 'Counter26', /user name/],
    [['branch-user', 'add', '--branch', '101'], 'Counter26', /--username and --branch are required/],
  ])('refuses %j', async (args, password, message) => {
    await expect(run(args, password)).rejects.toThrow(message);
  });

  it('disables a user: no more sign-in, and the open session ends', async () => {
    await run(['branch-user', 'add', '--username', 'temp1', '--branch', '101']);
    const token = await t.signInStaff('temp1', 'Counter26');
    expect(await run(['branch-user', 'disable', 'temp1'])).toBe('Disabled user temp1.');
    expect((await login('temp1', 'Counter26')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(401);
    await expect(run(['branch-user', 'disable', 'temp1'])).rejects.toThrow(/no active user/);
  });

  it('imports reference data: replaces the lists named and upserts branches', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-cli-')), 'reference.json');
    writeFileSync(
      file,
      JSON.stringify({
        lists: {
          Location: [
            { id: 1, name: 'Pune City' },
            { id: 4, name: 'Satara' },
          ],
        },
        branches: [{ code: '401', name: 'Satara Branch', locationId: 4 }],
      }),
    );
    expect(await run(['reference', 'import', file])).toBe('Imported 1 list(s) (Location) and 1 branch(es).');
    const locations = (await t.call('GET', '/api/Location/GetAll')).json<{ data: unknown[] }>().data;
    expect(locations).toEqual([
      { id: 1, locationName: 'Pune City' },
      { id: 4, locationName: 'Satara' },
    ]);
    expect((await t.call('GET', '/api/Branch/4')).json()).toMatchObject({
      data: [{ id: '401', branchName: 'Satara Branch' }],
    });
    const states = (await t.call('GET', '/api/State/GetAll')).json<{ data: unknown[] }>().data;
    expect(states).toHaveLength(36);
  });

  it('refuses an invalid reference file and changes nothing', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-cli-')), 'bad.json');
    writeFileSync(file, JSON.stringify({ lists: { Location: [{ id: 'one', name: '' }] } }));
    const before = (await t.call('GET', '/api/Location/GetAll')).body;
    await expect(run(['reference', 'import', file])).rejects.toThrow(/not valid/);
    expect((await t.call('GET', '/api/Location/GetAll')).body).toBe(before);
  });

  it('answers an unknown command with the usage', async () => {
    await expect(run(['frobnicate'])).rejects.toThrow(USAGE);
  });
});
