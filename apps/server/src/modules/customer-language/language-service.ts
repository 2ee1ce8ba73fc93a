import type { Language } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import type { Clock } from '@server/lib/clock.js';
import { findLanguage, upsertLanguage } from './language-repository.js';

/** The language a customer chose, kept by their mobile number (docs/decisions/030). */
export function createLanguageService(db: Database, clock: Clock) {
  return {
    languageOf: (mobile: string) => findLanguage(db, mobile),
    setLanguage: (mobile: string, language: Language) => upsertLanguage(db, mobile, language, clock.now()),
  };
}

export type LanguageService = ReturnType<typeof createLanguageService>;
