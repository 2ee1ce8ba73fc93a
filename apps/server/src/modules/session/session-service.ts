import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { messages, type StaffRole } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { IdleExpiringMap } from '@server/lib/idle-expiring-map.js';
import { createSessionCache, SESSION_CACHE_IDLE_MS } from './session-cache.js';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session-repository.js';

export const CUSTOMER_IDLE_LIMIT_MS = 30 * 60_000;
export const CUSTOMER_SESSION_LIMIT_MS = 12 * 60 * 60_000;
export const STAFF_SESSION_LIMIT_MS = 8 * 60 * 60_000;
// Writing last_seen_at on every request would double the writes of a busy wizard; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
const MAX_VERIFIED_TOKENS = 20_000;

const idleMs = (session: { last_seen_at: Date }, now: Date) => now.getTime() - session.last_seen_at.getTime();

const ISSUER = 'coop-account-portal';
const AUDIENCE = { customer: 'portal-customer', staff: 'portal-staff' } as const;

export type Principal =
  | { kind: 'customer'; sessionId: string; mobile: string }
  | {
      kind: 'staff';
      sessionId: string;
      username: string;
      branchCode: string;
      branchName: string;
      isAdmin: boolean;
      role: StaffRole;
    };

export interface SessionService {
  startCustomerSession(mobile: string): Promise<string>;
  startStaffSession(username: string): Promise<string>;
  authenticate(token: string, kinds: readonly Principal['kind'][]): Promise<Principal>;
  endSession(sessionId: string): Promise<void>;
  /** Stops listening for session changes (the app's onClose). */
  close(): Promise<void>;
}

const unauthorized = () => new AppError('UNAUTHORIZED', messages.unauthorized);

/** What the sessions of one app keep between requests: the signing key and the caches in front of the table. */
interface SessionStore {
  db: Database;
  clock: Clock;
  key: KeyObject;
  cache: ReturnType<typeof createSessionCache>;
  verifiedTokens: IdleExpiringMap<string, { sessionId: string; audience: string; expiresAtMs: number }>;
}

/** The session, from this instance's cache unless `fresh` (the cache is kept right by the database's notices). */
async function liveSession({ db, cache }: SessionStore, id: string, now: Date, fresh = false) {
  const cached = fresh ? undefined : cache.get(id);
  if (cached) return cached.expires_at > now ? cached : undefined;
  const mark = cache.mark();
  const session = await findLiveSession(db, id, now);
  if (session) cache.put(session, mark);
  return session;
}

/** The session a token names, once its signature, issuer, audience and expiry hold. */
async function sessionIdOf(
  { key, verifiedTokens }: SessionStore,
  token: string,
  kinds: readonly Principal['kind'][],
  now: Date,
): Promise<string> {
  const audiences: string[] = kinds.map((kind) => AUDIENCE[kind]);
  const known = verifiedTokens.get(token);
  if (known) {
    // As jose judges them: expired once `exp` (whole seconds) is not after now; the audience one of those asked for.
    if (known.expiresAtMs > now.getTime() && audiences.includes(known.audience)) return known.sessionId;
    throw unauthorized();
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: audiences,
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const { sid, aud, exp } = payload;
    if (typeof sid !== 'string' || typeof aud !== 'string' || typeof exp !== 'number') throw unauthorized();
    verifiedTokens.set(token, { sessionId: sid, audience: aud, expiresAtMs: exp * 1000 });
    return sid;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof AppError) throw unauthorized();
    throw error;
  }
}

async function startSession(
  { db, clock, key }: SessionStore,
  kind: 'customer' | 'staff',
  subject: string,
  lifetimeMs: number,
): Promise<string> {
  const now = clock.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await insertSession(db, { id, kind, subject, now, expiresAt });
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE[kind])
    .setSubject(subject)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

async function authenticate(
  store: SessionStore,
  token: string,
  kinds: readonly Principal['kind'][],
): Promise<Principal> {
  const now = store.clock.now();
  const sessionId = await sessionIdOf(store, token, kinds, now);
  let session = await liveSession(store, sessionId, now);
  if (!session || !kinds.includes(session.kind)) throw unauthorized();
  if (session.kind === 'customer') {
    // A cached last_seen_at may be older than the row's (another instance moved it): it can only
    // make a session look idler than it is, so a session that looks idle is read again.
    if (idleMs(session, now) > CUSTOMER_IDLE_LIMIT_MS) session = await liveSession(store, sessionId, now, true);
    if (!session || idleMs(session, now) > CUSTOMER_IDLE_LIMIT_MS) throw unauthorized();
    if (idleMs(session, now) > TOUCH_INTERVAL_MS) {
      await touchSession(store.db, session.id, now);
      // The cache holds this object: the next request sees the new time without asking.
      session.last_seen_at = now;
    }
    return { kind: 'customer', sessionId: session.id, mobile: session.subject };
  }
  if (!session.branch_code || session.disabled_at) throw unauthorized();
  return {
    kind: 'staff',
    sessionId: session.id,
    username: session.subject,
    branchCode: session.branch_code,
    branchName: session.branch_name ?? '',
    isAdmin: session.is_admin ?? false,
    role: session.role ?? 'clerk',
  };
}

async function endSession({ db, clock, cache }: SessionStore, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId, clock.now());
  // The notice reaches this instance too, but a request right behind the logout must not beat it.
  cache.forget(sessionId);
}

/**
 * Signed tokens that name a server-side session: the signature keeps them unforgeable, the session
 * row lets logout, idle time-out and disabling a staff user take effect at once.
 */
export function createSessionService(db: Database, secret: string, clock: Clock): SessionService {
  const store: SessionStore = {
    db,
    clock,
    // A KeyObject made once: given raw bytes, jose would import the key again on every request.
    key: createSecretKey(Buffer.from(secret, 'utf8')),
    cache: createSessionCache(db),
    // Tokens jose has verified: a token seen again (every request of a wizard) is only checked for
    // expiry and audience. Verifying the HS256 signature through WebCrypto was 15% of a section save's
    // CPU. The key is the whole token, signature included, so only the very bytes verified match.
    verifiedTokens: new IdleExpiringMap(MAX_VERIFIED_TOKENS, SESSION_CACHE_IDLE_MS),
  };
  return {
    startCustomerSession: (mobile) => startSession(store, 'customer', mobile, CUSTOMER_SESSION_LIMIT_MS),
    startStaffSession: (username) => startSession(store, 'staff', username, STAFF_SESSION_LIMIT_MS),
    authenticate: (token, kinds) => authenticate(store, token, kinds),
    endSession: (sessionId) => endSession(store, sessionId),
    close: () => store.cache.close(),
  };
}
