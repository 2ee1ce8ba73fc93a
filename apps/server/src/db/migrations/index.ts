import * as initial from './0001-initial.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once; never edit one that has shipped: add the next. */
export const migrations: Migration[] = [{ version: 1, ...initial }];
