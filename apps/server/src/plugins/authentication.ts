import { createHash, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@portal/domain';
import { AppError } from '../lib/app-error.js';
import type { Principal, SessionService } from '@server/modules/session';
import { isSameOrigin, sessionCookieToken } from './session-cookie.js';

/**
 * Who may call a route. Routes are protected by default: a route that says nothing admits any live
 * session, and only routes that say 'public' (sign-in, reference lists, health, the web app) admit
 * anyone. The API's routes take theirs from the contract's audience (plugins/contract.ts).
 * 'operations' is /metrics and /docs: open outside production, in production an admin's session or
 * the OPS_TOKEN.
 */
export type RouteAccess = 'public' | 'operations' | readonly Principal['kind'][];

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const publicRoute = { config: { access: 'public' as const } };

/** Marks every route registered in a plugin's context (third-party routes: static files, docs) with one access. */
export function markRoutes(access: RouteAccess): onRouteHookHandler {
  return (route) => {
    route.config = { ...route.config, access };
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1];
}

/** A request's session token and where it came from: the Authorization header, or the web app's cookie. */
function sessionToken(request: FastifyRequest, kinds: readonly Principal['kind'][]) {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, fromCookie: false };
  const cookie = sessionCookieToken(request, kinds);
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const digest = (value: string) => createHash('sha256').update(value).digest();

export interface AuthenticationOptions {
  sessions: SessionService;
  /** Whether /metrics and /docs need a credential (production). */
  protectOperations: boolean;
  opsToken: string | undefined;
}

export const authenticationPlugin = fp<AuthenticationOptions>(async function authentication(
  app: FastifyInstance,
  { sessions, protectOperations, opsToken },
) {
  const opsTokenDigest = opsToken ? digest(opsToken) : undefined;

  async function admitOperations(request: FastifyRequest) {
    const token = sessionToken(request, ['staff'])?.token;
    if (!token) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    if (opsTokenDigest && timingSafeEqual(digest(token), opsTokenDigest)) return;
    const principal = await sessions.authenticate(token, ['staff']);
    if (principal.kind !== 'staff' || !principal.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
  }

  // The web app's session cookies (session-cookie.ts); API clients use the Authorization header.
  await app.register(cookie);
  app.decorateRequest('principal', null);
  // onRequest runs before the body is read: an anonymous request is answered 401 without being parsed.
  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers (a page of the web app, or the 404 envelope).
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? (['customer', 'staff'] as const);
    if (access === 'public') return;
    if (access === 'operations') {
      if (protectOperations) await admitOperations(request);
      return;
    }
    const found = sessionToken(request, access);
    if (!found) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    if (found.fromCookie && STATE_CHANGING.has(request.method) && !isSameOrigin(request)) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
    // Any valid session is recognised, so a session of the wrong kind is told 403 rather than 401.
    const principal = await sessions.authenticate(found.token, ['customer', 'staff']);
    if (!access.includes(principal.kind)) throw new AppError('FORBIDDEN', messages.forbidden);
    request.principal = principal;
  });
});

/** The principal of a route open to customers only. */
export function customerOf(request: FastifyRequest): Extract<Principal, { kind: 'customer' }> {
  if (request.principal?.kind !== 'customer') throw new AppError('FORBIDDEN', messages.forbidden);
  return request.principal;
}

/** The principal of a route open to staff only. */
export function staffOf(request: FastifyRequest): Extract<Principal, { kind: 'staff' }> {
  if (request.principal?.kind !== 'staff') throw new AppError('FORBIDDEN', messages.forbidden);
  return request.principal;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return request.principal;
}
