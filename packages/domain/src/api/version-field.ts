/**
 * The field a stale version's 409 names, so a client can tell it from other conflicts. In a module of
 * its own, without zod: the web app's entry imports it, and envelope.ts's schemas would bring zod
 * (about 60 KB gzipped) into the sign-in route's JavaScript (DESIGN.md §8, decision 005).
 */
export const VERSION_FIELD = 'Version';
