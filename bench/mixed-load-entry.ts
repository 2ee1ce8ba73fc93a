// Bundled by bench/run.mjs (esbuild): DESIGN.md §8's "together" budget. Virtual users on loopback
// drive a running portal (its own process, on PostgreSQL) in a customer's and a clerk's proportions:
// sign-ins, section saves, list reads and PDF downloads, each with a person's pause between calls.
// Every call's time and outcome is kept; the server's resident memory is read from /proc.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  fdDetails,
  fillApplication,
  type ApplicationFiller,
} from '../apps/server/test/support/application-fixtures.js';

interface Options {
  base: string;
  serverPid: number;
  /** The one-time code the SMS gateway last got for a mobile. */
  codeFor(mobile: string): string | undefined;
  staff: { username: string; password: string };
  users: number;
  seconds: number;
}

type Call = 'sign-in' | 'save' | 'customer list' | 'customer PDF' | 'staff list' | 'staff PDF';

/** What a virtual user does next, and how often, out of 100. */
const MIX: readonly [Call, number][] = [
  ['save', 45],
  ['customer list', 20],
  ['sign-in', 10],
  ['customer PDF', 10],
  ['staff list', 10],
  ['staff PDF', 5],
];

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function runMixedLoad(options: Options) {
  const { base } = options;
  let addresses = 0;
  // Distinct client addresses (198.18.0.0/15, only ever a header value) so the per-IP sign-in
  // limits, which are not what is measured, do not stop the load.
  const nextAddress = () => {
    addresses += 1;
    return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  let mobiles = 0;
  const nextMobile = () => String(7_100_000_000 + (mobiles += 1));

  const request = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string, address?: string) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': address ?? nextAddress(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = method === 'GET' ? String((await response.arrayBuffer()).byteLength) : await response.text();
    return { statusCode: response.status, body: text, json: <T>() => JSON.parse(text) as T };
  };
  type Answer = Awaited<ReturnType<typeof request>>;
  const expectOk = async (response: Promise<Answer>, what: string) => {
    const answer = await response;
    if (answer.statusCode !== 200)
      throw new Error(`${what} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    return answer;
  };

  const signIn = async (mobile: string, address: string) => {
    const guid = randomUUID();
    await expectOk(request('POST', '/api/OTP/GetOTP', { Guid: guid, MobileNo: mobile }, undefined, address), 'GetOTP');
    const verified = await expectOk(
      request(
        'POST',
        '/api/OTP/VerifyOTP',
        { Guid: guid, MobileNo: mobile, OTP: options.codeFor(mobile) },
        undefined,
        address,
      ),
      'VerifyOTP',
    );
    return verified.json<{ token: string }>().token;
  };
  const createApplication = async (mobile: string, token: string, address: string) => {
    const created = await expectOk(
      request(
        'POST',
        '/api/Registration/CreateNewAccount',
        { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' },
        token,
        address,
      ),
      'CreateNewAccount',
    );
    return created.json<{ registrationId: number }>().registrationId;
  };

  // Submitted applications to download, each with its customer's token, filled through the API.
  const submitted: { token: string; registrationId: number }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const mobile = nextMobile();
    const token = await signIn(mobile, nextAddress());
    const filler: ApplicationFiller = {
      call: (method, url, { body, token: bearer }) => request(method, url, body, bearer),
    };
    const { RegistrationId } = await fillApplication(filler, token, mobile, { accountTypeId: 2 });
    await expectOk(request('POST', '/api/Registration/SubmitAccount', { RegistrationId }, token), 'SubmitAccount');
    submitted.push({ token, registrationId: RegistrationId });
  }
  const staffToken = (
    await expectOk(request('POST', '/api/BranchLogin/CheckLogin', options.staff), 'CheckLogin')
  ).json<{ token: string }>().token;
  const today = new Date(Date.now() + 330 * 60_000);
  const display = (date: Date) =>
    `${String(date.getUTCDate()).padStart(2, '0')}-${'JanFebMarAprMayJunJulAugSepOctNovDec'.slice(date.getUTCMonth() * 3, date.getUTCMonth() * 3 + 3)}-${date.getUTCFullYear()}`;
  // The staff Customer List's first page, as the web asks for it (Completed tab, newest first).
  const staffListBody = {
    BranchCode: '101',
    Status: 'Completed',
    PageSize: 25,
    fromDate: display(new Date(today.getTime() - 14 * 86_400_000)),
    toDate: display(today),
  };

  const times = new Map<Call, number[]>(MIX.map(([call]) => [call, []]));
  const failures = new Map<Call, string[]>(MIX.map(([call]) => [call, []]));
  const pick = (): Call => {
    let roll = Math.random() * 100;
    for (const [call, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return call;
    }
    return 'save';
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));

  const rssAtStart = residentKb(options.serverPid);
  const rssSamples: number[] = [rssAtStart];
  const sampler = setInterval(() => rssSamples.push(residentKb(options.serverPid)), 15_000);
  const endsAt = performance.now() + options.seconds * 1000;

  const virtualUser = async (index: number) => {
    const address = `198.19.${200 + (index >> 8)}.${index & 255}`;
    let mobile = nextMobile();
    let token = await signIn(mobile, address);
    let registrationId = await createApplication(mobile, token, address);
    while (performance.now() < endsAt) {
      const call = pick();
      const started = performance.now();
      try {
        switch (call) {
          case 'sign-in':
            mobile = nextMobile();
            token = await signIn(mobile, nextAddress());
            registrationId = await createApplication(mobile, token, address);
            break;
          case 'save':
            await expectOk(
              request(
                'POST',
                '/api/Registration/UpdateFDDetails',
                { RegistrationId: registrationId, ...fdDetails },
                token,
                address,
              ),
              'UpdateFDDetails',
            );
            break;
          case 'customer list':
            await expectOk(
              request('POST', '/api/Registration/GetAllCustomerAccountList', { MobileNo: mobile }, token, address),
              'GetAllCustomerAccountList',
            );
            break;
          case 'customer PDF': {
            const own = submitted[index % submitted.length];
            if (!own) throw new Error('nothing submitted');
            await expectOk(
              request('GET', `/RegistrationPrintPDF/${own.registrationId}.pdf`, undefined, own.token, address),
              'PDF',
            );
            break;
          }
          case 'staff list':
            await expectOk(
              request('POST', '/api/Registration/GetCustomerListPage', staffListBody, staffToken, address),
              'GetCustomerListPage',
            );
            break;
          case 'staff PDF': {
            const any = submitted[Math.floor(Math.random() * submitted.length)];
            if (!any) throw new Error('nothing submitted');
            await expectOk(
              request('GET', `/RegistrationPrintPDF/${any.registrationId}.pdf`, undefined, staffToken, address),
              'PDF',
            );
            break;
          }
        }
        times.get(call)?.push(performance.now() - started);
      } catch (error) {
        failures.get(call)?.push(error instanceof Error ? error.message : String(error));
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, index) => virtualUser(index)));
  clearInterval(sampler);
  const rssAtEnd = residentKb(options.serverPid);
  rssSamples.push(rssAtEnd);

  return {
    calls: MIX.map(([call]) => {
      const sorted = [...(times.get(call) ?? [])].sort((a, b) => a - b);
      const failed = failures.get(call) ?? [];
      return {
        call,
        count: sorted.length,
        failed: failed.length,
        firstFailure: failed[0],
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    }),
    rssAtStart,
    rssAtEnd,
    rssSamples,
  };
}
