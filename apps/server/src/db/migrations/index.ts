import * as initial from './0001-initial.js';
import * as hubSections from './0002-hub-sections.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once; never edit one that has shipped: add the next. */
export const migrations: Migration[] = [
  { version: 1, ...initial },
  { version: 2, ...hubSections },
];
