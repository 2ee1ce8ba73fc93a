import type { Language } from '@portal/domain';
import { afterEach, beforeEach } from 'vitest';
import { switchLanguage } from '@/lib/i18n';

/**
 * Runs every test of the enclosing describe block in `language`. The language is module state of the
 * app, so it goes back to English after each test, as the other tests expect.
 */
export function switchLanguageForEachTest(language: Language) {
  beforeEach(() => switchLanguage(language));
  afterEach(() => switchLanguage('en'));
}
