import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '@portal/domain';
import type { Principal } from '@server/modules/session';

/**
 * The web app's sessions travel in HttpOnly cookies the page cannot read (DESIGN.md §6), one per
 * kind: on the LAN host one browser holds a customer's and a branch user's session at once.
 * API clients keep using `Authorization: Bearer`.
 */
export { SESSION_COOKIES };

/** The web app names whose session a call uses when a route admits both kinds (decision 017). */
export const AUDIENCE_HEADER = 'x-portal-audience';

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/** Secure always, except over plain HTTP to this machine (development and the e2e run). */
export function isPlainHttpLoopback(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOOPBACK_HOST.test(request.hostname);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: Principal['kind'],
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(SESSION_COOKIES[kind], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLoopback(request),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: Principal['kind']): void {
  reply.clearCookie(SESSION_COOKIES[kind], {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLoopback(request),
  });
}

/**
 * The cookie session a request carries for one of these kinds: the kind the web app names in its
 * audience header when it is admitted, else the first admitted kind that has a cookie.
 */
export function sessionCookieToken(request: FastifyRequest, kinds: readonly Principal['kind'][]): string | undefined {
  const named = request.headers[AUDIENCE_HEADER];
  const order = kinds.filter((kind) => named === undefined || kind === named);
  for (const kind of order) {
    const token = request.cookies[SESSION_COOKIES[kind]];
    if (token) return token;
  }
  return undefined;
}

/**
 * A cookie is sent by the browser whoever made the page: a state-changing call that relies on one
 * must come from a page of this origin (SameSite=Strict already stops other sites in current browsers).
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    return new URL(source).host === request.host;
  } catch {
    return false;
  }
}
