// No zod here: the sign-in page's first paint imports these (docs/decisions/005).
import { fillTemplate } from '../messages.js';

const INDIA_TIME_ZONE = 'Asia/Kolkata';
const indiaClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const indiaDay = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short' });

/** "14:35", India time; "14:35 on 6 Nov" when that is not today's date in India. */
export function formatIndiaTime(at: Date, now: Date): string {
  const time = indiaClock.format(at);
  return indiaDay.format(at) === indiaDay.format(now) ? time : `${time} on ${indiaDay.format(at)}`;
}

/** The per-mobile limit's 429, saying when it ends (India time; the minute rounded up). */
export function otpTooManySendsMessage(until: Date, now: Date): string {
  const roundedUp = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  return fillTemplate('otpTooManySends', { time: formatIndiaTime(roundedUp, now) });
}

/** The resend cool-down's 429. */
export function otpResendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another OTP.`;
}
