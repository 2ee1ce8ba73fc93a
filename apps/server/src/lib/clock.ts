/** Time comes through this seam so that tests can move it (OTP expiry, lockouts, session idle time). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
