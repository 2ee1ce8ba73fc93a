import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { messages } from '@portal/domain';

/** The call went through: a 200 whose body is exactly the OK answer with this message and these fields. */
export function expectOk(
  response: LightMyRequestResponse,
  responseMessage: string,
  fields: Record<string, unknown>,
): void {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ responseCode: 'OK', responseMessage, ...fields });
}

/** Refused as if the application did not exist (404), naming nothing of it. */
export function expectNotFound(response: LightMyRequestResponse, hidden: string): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
  expect(response.body).not.toContain(hidden);
}

/**
 * A read that is the customer's own: refused without a session (401) and to branch staff and admins
 * (403). Answers the staff's refusals, for what else a test checks in them.
 */
export async function expectCustomersOwnRead(
  read: (token: string) => Promise<LightMyRequestResponse>,
  staffTokens: string[],
): Promise<LightMyRequestResponse[]> {
  const anonymous = await read('');
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ responseCode: 'UNAUTHORIZED' });
  const refusals: LightMyRequestResponse[] = [];
  for (const token of staffTokens) {
    const response = await read(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ responseCode: 'FORBIDDEN', responseMessage: messages.forbidden });
    refusals.push(response);
  }
  return refusals;
}
