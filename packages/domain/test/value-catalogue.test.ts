import { describe, expect, it } from 'vitest';
import * as domain from '../src/index.js';
import { translateValue } from '../src/locales/catalogues.js';
import valuesHi from '../src/locales/values.hi.json' with { type: 'json' };
import valuesMr from '../src/locales/values.mr.json' with { type: 'json' };

type Listed = string | { label: string };

/** The domain's lists whose words a customer reads (select options, switches, bands). */
const CUSTOMER_LISTS = {
  TITLES: domain.TITLES,
  GENDERS: domain.GENDERS,
  MARITAL_STATUSES: domain.MARITAL_STATUSES,
  NATIONALITIES: domain.NATIONALITIES,
  MOBILE_BELONGS_TO: domain.MOBILE_BELONGS_TO,
  POI_POA_CHOICES: domain.POI_POA_CHOICES,
  FUNDS_FOR_CREDIT: domain.FUNDS_FOR_CREDIT,
  FUNDS_BY_DEBIT: domain.FUNDS_BY_DEBIT,
  RELIGIONS: domain.RELIGIONS,
  CASTES: domain.CASTES,
  ESTIMATED_ASSET_VALUES: domain.ESTIMATED_ASSET_VALUES,
  ASSET_DETAILS: domain.ASSET_DETAILS,
  VEHICLE_TYPES: domain.VEHICLE_TYPES,
  INTERESTED_IN: domain.INTERESTED_IN,
  FIRST_HOLDER_INCOME_BANDS: domain.FIRST_HOLDER_INCOME_BANDS,
  INCOME_BANDS: domain.INCOME_BANDS,
  ACCOUNT_OPERATIONS: domain.ACCOUNT_OPERATIONS,
  INTEREST_PAYOUTS: domain.INTEREST_PAYOUTS,
  INTEREST_PAYOUT_MODES: domain.INTEREST_PAYOUT_MODES,
  TECHNO_PRODUCTS: domain.TECHNO_PRODUCTS,
} satisfies Record<string, readonly Listed[]>;

/**
 * Exported lists of words that are not list values a customer reads, and why. A new list must be
 * placed in one of the two, so none is left untranslated by being forgotten.
 */
const NOT_CUSTOMER_VALUES: Record<string, string> = {
  LANGUAGES: 'language codes',
  MONTH_ABBREVIATIONS: 'dates are formatted by locale-format',
  ERROR_CODES: 'machine codes',
  STAFF_ROLES: 'staff roles',
  APPLICATION_STATUSES: "the web's applicationStatus texts",
  REFERENCE_LIST_NAMES: 'table names',
  UPLOAD_FILE_TYPES: 'MIME types',
  IMAGE_FILE_TYPES: 'MIME types',
  FIRST_HOLDER_STEPS: 'catalogue messages (step names)',
  SECOND_FLOW_STEPS: 'catalogue messages (step names)',
  FIRST_HOLDER_STEP_KEYS: 'keys',
  OTHER_HOLDER_STEP_KEYS: 'keys',
  MAP_STEP_KEYS: 'keys',
  FAMILY_MEMBER_KEYS: 'keys',
  CUSTOMER_MASTER_COLUMNS: 'column names',
  OPTIONAL_CUSTOMER_MASTER_COLUMNS: 'column names',
  SUBMIT_SECTION_FIELDS: 'keys',
  REVIEW_STATUSES: 'the customer reads REVIEW_STATUS_WORDS, catalogue messages',
  REVIEW_PARTS: 'keys',
  RETURNABLE_SECTION_HEADINGS: "the branch review's headings (staff-facing)",
  APPLICATION_DOCUMENT_KINDS: 'keys',
  CUSTOMER_LIST_TABS: 'the staff Customer List (staff screens are English)',
  CUSTOMER_LIST_SORT_COLUMNS: 'keys',
  CUSTOMER_LIST_SORT_DIRECTIONS: 'keys',
  CUSTOMER_LIST_CSV_HEADERS: "the staff CSV's column names",
  CONSENT_STATUSES: 'keys: the web says each status in catalogue messages',
  NOMINATION_MODES: 'keys: the customer reads NOMINATION_MODE_WORDS, catalogue messages',
  DUPLICATE_KINDS: "keys of the staff page's duplicates warning, which says them in English words",
  QUEUE_STATUSES: "review statuses as keys: the staff's To do page, in English",
};

function wordOf(item: Listed): string {
  return typeof item === 'string' ? item : item.label;
}

function isListOfWords(value: unknown): value is readonly Listed[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item: unknown) =>
        typeof item === 'string' ||
        (typeof item === 'object' && item !== null && typeof (item as { label?: unknown }).label === 'string'),
    )
  );
}

const catalogues = { mr: valuesMr as Record<string, string>, hi: valuesHi as Record<string, string> };

describe('the list values catalogue', () => {
  it('knows, of every exported list of words, whether customers read it', () => {
    const lists = Object.entries(domain)
      .filter(([, value]) => isListOfWords(value))
      .map(([name]) => name);
    const unplaced = lists.filter((name) => !(name in CUSTOMER_LISTS) && !(name in NOT_CUSTOMER_VALUES));
    expect(unplaced).toEqual([]);
  });

  for (const language of ['mr', 'hi'] as const) {
    it(`has every option label of the domain's lists in ${language}`, () => {
      const missing = Object.entries(CUSTOMER_LISTS).flatMap(([list, items]) =>
        (items as readonly Listed[])
          .map(wordOf)
          .filter((word) => !catalogues[language][word]?.trim())
          .map((word) => `${list}: ${word}`),
      );
      expect(missing).toEqual([]);
    });

    it(`gives the options of one list different words in ${language}`, () => {
      for (const items of Object.values(CUSTOMER_LISTS)) {
        const words = (items as readonly Listed[]).map((item) => translateValue(language, wordOf(item)));
        expect(new Set(words).size).toBe(words.length);
      }
    });
  }

  it('has the same keys in Marathi and Hindi', () => {
    expect(Object.keys(valuesHi).sort()).toEqual(Object.keys(valuesMr).sort());
  });

  it('has no English words left in a translation, only digits and Devanagari', () => {
    for (const catalogue of Object.values(catalogues)) {
      const latin = Object.values(catalogue).filter((text) => /[A-Za-z]/.test(text));
      expect(latin).toEqual([]);
    }
  });
});
