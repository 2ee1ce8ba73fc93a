import type { CallAudience, RouteOf } from './call.js';

/** What a call takes besides its query string: a JSON body, or path parameters. */
type RouteInput = Pick<RouteOf, 'request' | 'params'>;

export function route<
  const OperationId extends string,
  const Method extends 'GET' | 'POST',
  const Audience extends CallAudience,
  const Input extends RouteInput = object,
>(operationId: OperationId, method: Method, path: string, audience: Audience, input?: Input) {
  return { operationId, method, path, audience, ...(input as Input) };
}

export const BODY = { request: true } as const;
export const PARAMS = { params: true } as const;

/** A call on an application, POST /api/Registration/<operationId> with a JSON body (a customer's by default). */
export function registrationRoute<const OperationId extends string, const Audience extends CallAudience = 'customer'>(
  operationId: OperationId,
  audience: Audience = 'customer' as Audience,
) {
  return route(operationId, 'POST', `/api/Registration/${operationId}`, audience, BODY);
}
