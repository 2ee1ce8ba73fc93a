import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@portal/domain';
import { AppError } from '../lib/app-error.js';
import type { Principal, SessionService } from '../modules/session/session-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** A preHandler that admits only bearers of a live session of one of these kinds. */
    requireSession(...kinds: Principal['kind'][]): preHandlerAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1];
}

export const authenticationPlugin = fp<{ sessions: SessionService }>(async (app: FastifyInstance, { sessions }) => {
  app.decorateRequest('principal', null);
  app.decorate('requireSession', (...kinds: Principal['kind'][]) => {
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', messages.unauthorized);
      // Any valid session is recognised, so a session of the wrong kind is told 403 rather than 401.
      const principal = await sessions.authenticate(token, ['customer', 'staff']);
      if (!kinds.includes(principal.kind)) throw new AppError('FORBIDDEN', messages.forbidden);
      request.principal = principal;
    };
    return handler;
  });
});

/** The principal of a route guarded by requireSession('customer'). */
export function customerOf(request: FastifyRequest): Extract<Principal, { kind: 'customer' }> {
  if (request.principal?.kind !== 'customer') throw new AppError('FORBIDDEN', messages.forbidden);
  return request.principal;
}

/** The principal of a route guarded by requireSession('staff'). */
export function staffOf(request: FastifyRequest): Extract<Principal, { kind: 'staff' }> {
  if (request.principal?.kind !== 'staff') throw new AppError('FORBIDDEN', messages.forbidden);
  return request.principal;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return request.principal;
}
