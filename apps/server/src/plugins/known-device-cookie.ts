import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '@server/lib/clock.js';
import { isPlainHttpLoopback } from './session-cookie.js';

/**
 * "This device signed in as this mobile (or this branch user) before" (docs/decisions/047): an
 * HttpOnly cookie the sign-in calls alone receive, holding for each account a sign-in time and a MAC
 * of the account and that time under the server's secret. It names no account (a MAC can only be
 * checked against an account the request names), cannot be made without a successful sign-in, and
 * lets the sign-in limits keep the owner's budget apart from a stranger's.
 */
type KnownDeviceKind = 'customer' | 'staff';

const COOKIES: Record<KnownDeviceKind, { name: string; path: string }> = {
  customer: { name: 'portal_known_device', path: '/api/OTP/' },
  staff: { name: 'portal_known_desk', path: '/api/BranchLogin/' },
};
/** How long a device stays known after its last sign-in. */
const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Accounts one device remembers (a family's shared phone, a desk used by a few clerks); the oldest go. */
const ACCOUNTS_PER_DEVICE = 5;
const MAC_LENGTH = 27;

export function createKnownDevices(secret: string, clock: Clock) {
  const key = createHmac('sha256', secret).update('known-device-key').digest();
  const macOf = (kind: KnownDeviceKind, account: string, issuedAt: string) =>
    createHmac('sha256', key)
      .update(`${kind}\u0000${account.toLowerCase()}\u0000${issuedAt}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);

  /** The cookie's entries still in their lifetime: `issuedAt.mac`, issuedAt in base-36 seconds. */
  function liveEntries(request: FastifyRequest, kind: KnownDeviceKind): { issuedAt: string; mac: string }[] {
    const value = request.cookies[COOKIES[kind].name] ?? '';
    const oldest = clock.now().getTime() - KNOWN_DEVICE_LIFETIME_MS;
    return value
      .split('~')
      .slice(0, ACCOUNTS_PER_DEVICE)
      .map((entry) => entry.split('.'))
      .filter(
        (parts): parts is [string, string] =>
          parts.length === 2 &&
          /^[0-9a-z]{1,10}$/.test(parts[0] ?? '') &&
          parts[1]?.length === MAC_LENGTH &&
          parseInt(parts[0] ?? '', 36) * 1000 > oldest,
      )
      .map(([issuedAt, mac]) => ({ issuedAt, mac }));
  }

  const matches = (kind: KnownDeviceKind, account: string, entry: { issuedAt: string; mac: string }) =>
    timingSafeEqual(Buffer.from(macOf(kind, account, entry.issuedAt)), Buffer.from(entry.mac));

  return {
    /** Whether this request comes from a device that signed in as `account` within the lifetime. */
    isKnown(request: FastifyRequest, kind: KnownDeviceKind, account: string): boolean {
      return liveEntries(request, kind).some((entry) => matches(kind, account, entry));
    },

    /** After a successful sign-in: this device is known for `account` from now on. */
    remember(request: FastifyRequest, reply: FastifyReply, kind: KnownDeviceKind, account: string): void {
      const issuedAt = Math.floor(clock.now().getTime() / 1000).toString(36);
      const others = liveEntries(request, kind).filter((entry) => !matches(kind, account, entry));
      const entries = [{ issuedAt, mac: macOf(kind, account, issuedAt) }, ...others].slice(0, ACCOUNTS_PER_DEVICE);
      reply.setCookie(COOKIES[kind].name, entries.map((entry) => `${entry.issuedAt}.${entry.mac}`).join('~'), {
        path: COOKIES[kind].path,
        httpOnly: true,
        sameSite: 'strict',
        secure: !isPlainHttpLoopback(request),
        maxAge: Math.floor(KNOWN_DEVICE_LIFETIME_MS / 1000),
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
