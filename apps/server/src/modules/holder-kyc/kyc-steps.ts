import { sql } from 'kysely';
import type { z } from 'zod';
import {
  additionalDetailsToKeep,
  contract,
  createAdditionalDetailsSchema,
  createUpdateFamilyDetailsRequestSchema,
  deriveIncomeFigures,
  FIRST_HOLDER_STEP_KEYS,
  holderVariant,
  MASKED_AADHAAR_PATTERN,
  maskAadhaar,
  messages,
  STEPS_IN_MAP,
  updateRelatedPersonRequestSchema,
  type CalendarDate,
  type CallEntry,
  type FieldError,
  type FirstHolderStep,
  type MapStep,
  type StoredStepsMap,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import { referenceItemExists, referenceItemNamed } from '@server/modules/reference';
import type { OwnRegistration } from '@server/modules/registration';
import { saveKycStep, saveMapStep, type KycRow, type KycStepColumn, type StoredIn } from './kyc-repository.js';
import type { HolderTarget, KycHolder } from './step-save.js';

/**
 * The wizard steps kept in a holder's own holder_kyc row. Techno products and the nomination are
 * steps too, but they are the application's hub sections (sections module), one per application.
 */
export type KycStep = Exclude<FirstHolderStep, 'technoProducts' | 'nomination'>;

/** What a step's rules know when the step is saved. */
export interface StepContext {
  tx: Database;
  holder: KycHolder;
  registration: OwnRegistration;
  /** The holder's KYC row as it was before this save (undefined when nothing is saved yet). */
  kyc: KycRow | undefined;
  today: CalendarDate;
  now: Date;
}

/** A step kept in a column of its own: null in `column` until it is first saved. */
interface ColumnStorage {
  /** The step's values (jsonb), or for the declaration the time it was accepted. */
  column: KycStepColumn | 'declaration_accepted_at';
  /** Its save count (docs/decisions/018). */
  version: `${KycStepColumn | 'declaration'}_version`;
  /** What the audit log calls a save (never with the values themselves). */
  action: string;
}

/** A step kept under its key in the holder's `steps` map, its save count in `step_versions` (decision 054). */
interface MapStorage {
  map: MapStep;
  action: string;
}

type StepStorage = ColumnStorage | MapStorage;

/** The contract's call that saves a step: its body names the holder (and the version it started from). */
export type StepCall = CallEntry & { request: z.ZodType<HolderTarget> };

/** A step saved by one call of its own, parsed by the holder's rules, whose values fill its column or map key. */
export type ValuesStep = StepStorage & {
  /** The call that saves it; its route is registered from this table (kyc-routes.ts). */
  call: StepCall;
  /** The step's rules read the holder's saved row (`kyc` in its context): only then is it read first. */
  readsSaved: boolean;
  /** Parses the call with the rules for this holder, keeps what the step keeps and answers its new version. */
  save(request: unknown, context: StepContext): Promise<number>;
};

function valuesStep<const Column extends KycStepColumn, Parsed extends { Version?: number | undefined }>(
  storage: { call: StepCall; column: Column; version: `${Column}_version`; action: string; readsSaved: boolean },
  rules: {
    /** The step's schema for this holder; throws when the step is not this holder's (400) or not yet (409). */
    schema(context: StepContext): z.ZodType<Parsed>;
    /** What the column keeps of the parsed call (checks against the bank's lists may still refuse it). */
    keep(parsed: Parsed, context: StepContext): StoredIn<Column> | Promise<StoredIn<Column>>;
  },
): ValuesStep {
  return {
    ...storage,
    async save(request, context) {
      const parsed = parseOrThrow(rules.schema(context), request);
      const values = await rules.keep(parsed, context);
      return saveKycStep(context.tx, context.holder.id, storage.column, values, context.now, parsed.Version);
    },
  };
}

/**
 * A step kept in the `steps` map: `check` refuses a holder the step is not for (400) or not yet
 * (409), then the call is parsed by the map's schema and its values are kept as they are.
 */
function mapStep<Step extends MapStep>(
  map: Step,
  storage: { call: StepCall; action: string; readsSaved: boolean },
  check: (context: StepContext) => void,
): ValuesStep {
  return {
    ...storage,
    map,
    async save(request, context) {
      check(context);
      const schema: z.ZodType<HolderTarget> = STEPS_IN_MAP[map];
      const parsed = parseOrThrow(schema, request);
      // The map's schema of this very step parsed them; TypeScript cannot follow a key through the map.
      const values = withoutTarget(parsed) as StoredStepsMap[Step];
      return saveMapStep(context.tx, context.holder.id, map, values, context.now, parsed.Version);
    },
  };
}

/** A step's values as kept: the call's fields without the holder it names and the version it started from. */
function withoutTarget<Values extends { RegistrationId: number; RegistrationHolderId?: number; Version?: number }>({
  RegistrationId: _registrationId,
  RegistrationHolderId: _holderId,
  Version: _version,
  ...values
}: Values) {
  return values;
}

/** The steps after the personal one need what it decided (minor, PAN or Form 60): 409 until it is saved. */
export function withSavedPersonal(kyc: KycRow | undefined) {
  if (!kyc?.personal) throw new AppError('CONFLICT', messages.personalDetailsFirst);
  return { ...kyc, personal: kyc.personal };
}

/** A step for another holder than this one: 400 on the holder the call names. */
const notThisHolders = (message: string) => validationError('RegistrationHolderId', message);

/** The masked form stands for the number on record, and only for it; a new number is kept masked. */
function keptAadhaar(sent: string, onRecord: string | undefined): string {
  if (!MASKED_AADHAAR_PATTERN.test(sent)) return maskAadhaar(sent);
  if (onRecord !== sent) throw validationError('RelatedPersonAadhaarNo', messages.aadhaarInvalid);
  return sent;
}

/** The additional details' choices must be entries of the bank's lists. */
async function referenceProblems(
  tx: Database,
  values: {
    OccupationDetails: string;
    CustomerReasonId: number;
    Education: number | '';
    OtherBankAccounts: number | '';
  },
): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (!(await referenceItemNamed(tx, 'OccupationDetails', values.OccupationDetails))) {
    problems.push({ field: 'OccupationDetails', message: messages.occupationDetailsRequired });
  }
  const ids = [
    ['CustomerReasonId', 'CustomerReason', values.CustomerReasonId],
    ['Education', 'Education', values.Education],
    ['OtherBankAccounts', 'OtherBankAccounts', values.OtherBankAccounts],
  ] as const;
  for (const [field, list, id] of ids) {
    if (id !== '' && !(await referenceItemExists(tx, list, id))) {
      problems.push({ field, message: messages.reasonRequired });
    }
  }
  return problems;
}

/**
 * Every step a holder keeps in its holder_kyc row: where it is kept, what its save is audited as and,
 * for the steps saved by a call of their own with no files, the rules of that call. Saving, the
 * holder's progress (holders/holder-progress.ts) and the reads are all driven from here, so a new
 * step is its key and schema in the domain's STEPS_IN_MAP (no migration: decision 054) and an entry
 * here (`mapStep`).
 */
export const KYC_STEPS = {
  /** Saved with its photo, PAN and proof files (personal-step.ts). */
  personal: { column: 'personal', version: 'personal_version', action: 'holder.personal.saved' },
  /** The first holder only, after its personal step, whose marital status says whether a spouse is asked. */
  family: valuesStep(
    {
      call: contract.UpdateFamilyDetails,
      column: 'family',
      version: 'family_version',
      action: 'holder.family.saved',
      readsSaved: true,
    },
    {
      schema({ holder, kyc }) {
        if (holder.holder_sr_no !== 1) throw notThisHolders(messages.familyOnlyForFirstHolder);
        return createUpdateFamilyDetailsRequestSchema({ maritalStatus: withSavedPersonal(kyc).personal.MartialStatus });
      },
      keep: (parsed) => withoutTarget(parsed),
    },
  ),
  /** The related person (guardian) of a minor holder; the Aadhaar number is kept masked only. */
  relatedPerson: valuesStep(
    {
      call: contract.UpdateDetailOfRelatedPerson,
      column: 'related_person',
      version: 'related_person_version',
      action: 'holder.relatedPerson.saved',
      readsSaved: true,
    },
    {
      schema({ kyc }) {
        if (!withSavedPersonal(kyc).is_minor) throw notThisHolders(messages.relatedPersonOnlyForMinor);
        return updateRelatedPersonRequestSchema;
      },
      keep: (parsed, { kyc }) => ({
        ...withoutTarget(parsed),
        RelatedPersonAadhaarNo: keptAadhaar(parsed.RelatedPersonAadhaarNo, kyc?.related_person?.RelatedPersonAadhaarNo),
      }),
    },
  ),
  /** Form 60/61: only for a holder who gave no PAN. */
  form60: mapStep(
    'form60',
    { call: contract.UpdateFormNo60, action: 'holder.form60.saved', readsSaved: true },
    ({ kyc }) => {
      if (withSavedPersonal(kyc).is_pan) throw notThisHolders(messages.form60OnlyWithoutPan);
    },
  ),
  /**
   * Any holder's additional details, by the rules of the holder's wizard: holder 1's, or the
   * other-holder variant's (all four castes, vehicles by year up to this year, no Address 3).
   */
  additional: valuesStep(
    {
      call: contract.UpdateAdditionalDetails,
      column: 'additional',
      version: 'additional_version',
      action: 'holder.additional.saved',
      readsSaved: false,
    },
    {
      schema: ({ holder, registration, today }) =>
        createAdditionalDetailsSchema(holderVariant(holder.holder_sr_no, registration.account_type_id), today),
      async keep(parsed, { tx }) {
        const problems = await referenceProblems(tx, parsed);
        if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);
        const derived = deriveIncomeFigures(parsed.AverageIncome);
        return {
          ...additionalDetailsToKeep(withoutTarget(parsed)),
          AnnualIncome: derived.annualIncome,
          Turnover: derived.turnover,
        };
      },
    },
  ),
  /** Accepted once the holder's other steps are saved (kyc-service.ts acceptDeclaration). */
  declaration: {
    column: 'declaration_accepted_at',
    version: 'declaration_version',
    action: 'holder.declaration.accepted',
  },
} as const satisfies Record<KycStep, StepStorage>;

/** The steps saved by the table's own rules. */
export type ValuesStepKey = {
  [Step in KycStep]: (typeof KYC_STEPS)[Step] extends ValuesStep ? Step : never;
}[KycStep];

/** The table's steps in wizard order. */
export const KYC_STEP_KEYS = FIRST_HOLDER_STEP_KEYS.filter((step): step is KycStep => step in KYC_STEPS);

/** The steps saved by the table's own rules, each through its own call. */
export const VALUES_STEP_KEYS = KYC_STEP_KEYS.filter((step): step is ValuesStepKey => 'save' in KYC_STEPS[step]);

/** One value per KYC step, worked out from the step (its saved flag, its version, …). */
export function perKycStep<Value>(valueOf: (step: KycStep) => Value): Record<KycStep, Value> {
  // fromEntries cannot know that every key is there; the keys are exactly the table's.
  return Object.fromEntries(KYC_STEP_KEYS.map((step) => [step, valueOf(step)])) as Record<KycStep, Value>;
}

/** Whether a holder has saved the step, over its holder_kyc row `k` (left-joined: no row, not saved). */
export function stepSavedSql(step: KycStep) {
  const storage: StepStorage = KYC_STEPS[step];
  if ('map' in storage) return sql<boolean>`(k.steps -> ${storage.map}::text) IS NOT NULL`;
  return sql<boolean>`${sql.ref(`k.${storage.column}`)} IS NOT NULL`;
}

/** A step's save count on the holder's row (0 until saved). */
export function stepVersionIn(kyc: KycRow | undefined, step: KycStep): number {
  const storage: StepStorage = KYC_STEPS[step];
  return ('map' in storage ? kyc?.step_versions[storage.map] : kyc?.[storage.version]) ?? 0;
}
