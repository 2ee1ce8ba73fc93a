import type { FastifyBaseLogger } from 'fastify';
import type { CustomerSmsKind, SendCustomerSms } from '@server/sms/customer-sms.js';
import type { LockedApplication } from './review-repository.js';

/** Sends one SMS of `kind` to the application's mobile; answers whether the gateway took it. */
export type NotifyCustomer = (kind: CustomerSmsKind, application: LockedApplication) => Promise<boolean>;

/**
 * The review's SMS to the customer, sent after the commit: a slow or failing gateway neither holds a
 * lock nor undoes what the branch did, and the answer says whether it went.
 */
export function createCustomerNotifier(sendCustomerSms: SendCustomerSms, logger: FastifyBaseLogger): NotifyCustomer {
  return async (kind, application) => {
    try {
      await sendCustomerSms(kind, application.mobile, { referenceNo: application.reference_no });
      return true;
    } catch (error) {
      // The message names the gateway's failure only: no number, no text.
      logger.warn({ registrationId: application.id, kind, err: (error as Error).message }, 'Review SMS not sent');
      return false;
    }
  };
}
