import { errorResponseSchema } from '@portal/domain';
import type { z } from 'zod';

/** The route schema of a customer's registration call: its body, its answer, and the refusals it can give. */
export function customerCallSchema<Body extends z.ZodType, Reply extends z.ZodType>(body: Body, reply: Reply) {
  return {
    tags: ['Registration'],
    security: [{ bearer: [] }],
    body,
    response: {
      200: reply,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  };
}
