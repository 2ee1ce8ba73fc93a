import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  /** Resolves once the gateway has accepted the message; rejects on any failure. */
  send(to: string, message: string): Promise<void>;
  /** Whether messages actually leave the system (if so, their text must never be logged). */
  readonly delivers: boolean;
}

export class SmsDeliveryError extends Error {}

const GATEWAY_TIMEOUT_MS = 5_000;

/** The bank's HTTP SMS gateway: POST {to, message} as JSON; any non-2xx answer is a failed send. */
export function createHttpSmsSender(url: string): SmsSender {
  return {
    delivers: true,
    async send(to, message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, message }),
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
    async send(to, message) {
      logger.warn({ to, sms: message }, 'No SMS_GATEWAY_URL configured: SMS written to the log instead of sent');
    },
  };
}
