import { z } from 'zod';
import { okResponseSchema } from './envelope.js';
import { ALLOWED_OTP_LENGTHS } from '../validators/otp.js';

/** GET /api/Portal/Config: what the web app needs to know about this deployment. */
export const portalConfigResponseSchema = okResponseSchema({
  bankName: z.string(),
  otpLength: z.union(ALLOWED_OTP_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<6>]),
  lanHostMarker: z.string().nullable(),
  branchHostMarker: z.string().nullable(),
  lanParentOrigin: z.string().nullable(),
  /**
   * Deposit insurance: the amount insured per depositor, and whether the bank gave DICGC's own logo
   * (served at GET /api/Portal/DicgcLogo). Null only for a bank whose deposits DICGC does not insure.
   */
  depositInsurance: z
    .object({
      insuredAmount: z.number().int().positive(),
      officialLogo: z.boolean(),
    })
    .nullable(),
});
export type PortalConfig = z.infer<typeof portalConfigResponseSchema>;
