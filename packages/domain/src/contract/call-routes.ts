/*
 * Every call of the API but the reference lists (reference-list-routes.ts): its name, method, path and
 * session, and whether it takes a body or path parameters. The contract (contract.ts) adds each its
 * schemas and documentation. The web app calls through these, so a page loads the schemas of its own
 * forms only, not every schema of the API (decision 039). One export per call, in a module per
 * group: the package exports them together as `callRoutes`, and a bundle puts each group in the chunk
 * of the pages that use it (the web's entry, on /login's budget, holds the sign-in group only).
 */

export * from './call-routes/sign-in.js';
export * from './call-routes/reference-data.js';
export * from './call-routes/applications.js';
export * from './call-routes/staff.js';
export * from './call-routes/consent.js';
