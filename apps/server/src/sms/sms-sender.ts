import type { FastifyBaseLogger } from 'fastify';
import type { SmsRoute } from './sms-templates.js';

export interface SmsSender {
  /**
   * Resolves once the gateway has accepted the message; rejects on any failure. The route's DLT
   * template id and sender id go with the text when configured.
   */
  send(to: string, message: string, route?: SmsRoute): Promise<void>;
  /** Whether messages actually leave the system (if so, their text must never be logged). */
  readonly delivers: boolean;
}

export class SmsDeliveryError extends Error {}

const GATEWAY_TIMEOUT_MS = 5_000;

/**
 * The bank's HTTP SMS gateway: POST {to, message, dltTemplateId?, senderId?, unicode?} as JSON (the
 * ids only when configured for the SMS's kind; `unicode: true` only for a Marathi or Hindi text, which
 * Indian gateways send as UCS-2 when asked); any non-2xx answer is a failed send.
 */
export function createHttpSmsSender(url: string): SmsSender {
  return {
    delivers: true,
    async send(to, message, route) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            to,
            message,
            ...(route?.dltTemplateId ? { dltTemplateId: route.dltTemplateId } : {}),
            ...(route?.senderId ? { senderId: route.senderId } : {}),
            ...(route?.unicode ? { unicode: true } : {}),
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}

/** Outside production with no gateway configured, the message goes to the server log instead. */
export function createLogSmsSender(logger: FastifyBaseLogger): SmsSender {
  return {
    delivers: false,
    async send(to, message, route) {
      logger.warn(
        { to, sms: message, kind: route?.kind, unicode: route?.unicode },
        'No SMS_GATEWAY_URL configured: SMS written to the log instead of sent',
      );
    },
  };
}
