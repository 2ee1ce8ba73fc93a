import { messages } from '../messages.js';
import { FORM_TYPE, sectionAppliesTo } from './form-types.js';

/**
 * The eight steps of the first-holder wizard, in order (holder-wizards.md §2). Their names are
 * catalogue messages, so the web shows them in the customer's language.
 */
export const FIRST_HOLDER_STEPS = [
  { key: 'personal', label: messages.stepPersonal },
  { key: 'family', label: messages.stepFamily },
  { key: 'relatedPerson', label: messages.stepRelatedPerson },
  { key: 'form60', label: messages.stepForm60 },
  { key: 'additional', label: messages.stepAdditional },
  { key: 'technoProducts', label: messages.stepTechnoProducts },
  { key: 'nomination', label: messages.stepNomination },
  { key: 'declaration', label: messages.stepDeclaration },
] as const;
export type FirstHolderStep = (typeof FIRST_HOLDER_STEPS)[number]['key'];
export const FIRST_HOLDER_STEP_KEYS: readonly FirstHolderStep[] = FIRST_HOLDER_STEPS.map((step) => step.key);

/**
 * Each step's segment of its wizard's URL (/FirstHolder/family, /OtherHolder/form-60), so a step can be
 * reloaded, bookmarked and reached with the browser's Back (decision 020).
 */
export const STEP_SLUGS: Readonly<Record<FirstHolderStep, string>> = {
  personal: 'personal',
  family: 'family',
  relatedPerson: 'related-person',
  form60: 'form-60',
  additional: 'additional',
  technoProducts: 'techno-products',
  nomination: 'nomination',
  declaration: 'declaration',
};

/** The step a URL segment names, or null for a missing or unknown one. */
export function stepFromSlug(slug: string | undefined): FirstHolderStep | null {
  if (slug === undefined) return null;
  return FIRST_HOLDER_STEP_KEYS.find((step) => STEP_SLUGS[step] === slug) ?? null;
}

/**
 * The second onboarding flow at /Registration (holder-wizards.md §2, §4 'Second flow'): holder 1 of an
 * existing customer's account (type 5), pre-filled from the bank's customer master. Six steps, the
 * first holder's own steps in the same order, ending in terms and conditions that must be ticked;
 * techno products are the hub's section and type 5 has no nomination (docs/decisions/013).
 */
export const SECOND_FLOW_STEPS = [
  FIRST_HOLDER_STEPS[0],
  FIRST_HOLDER_STEPS[1],
  FIRST_HOLDER_STEPS[2],
  FIRST_HOLDER_STEPS[3],
  FIRST_HOLDER_STEPS[4],
  { key: 'declaration', label: messages.stepTerms },
] as const satisfies readonly { key: FirstHolderStep; label: string }[];

/** Whether holder 1 of this account type is filled through the second flow rather than /FirstHolder. */
export function usesSecondFlow(accountTypeId: number): boolean {
  return accountTypeId === FORM_TYPE.existingCustomerFixedDeposit;
}

/** The steps holder 1's wizard shows for this account type, in order. */
export function holderOneSteps(accountTypeId: number): readonly { key: FirstHolderStep; label: string }[] {
  return usesSecondFlow(accountTypeId) ? SECOND_FLOW_STEPS : FIRST_HOLDER_STEPS;
}

export interface HolderPath {
  /** Under 18 by the 365.25-day rule: the related person (guardian) step applies. */
  minor: boolean;
  /** 'Fill Form 60/61 if PAN is not available' ticked: the Form 60/61 step applies. */
  form60: boolean;
  accountTypeId: number;
}

/**
 * Whether a step is part of this holder's path. The related-person step is only for minors, Form
 * 60/61 only without PAN (holder-wizards.md §4), the DA-1 step only for account types that have
 * a nomination (type 5, an existing customer's account, has none: DESIGN.md §5), and only the steps
 * of the account type's flow.
 */
export function stepApplies(step: FirstHolderStep, path: HolderPath): boolean {
  if (!holderOneSteps(path.accountTypeId).some((candidate) => candidate.key === step)) return false;
  switch (step) {
    case 'relatedPerson':
      return path.minor;
    case 'form60':
      return path.form60;
    case 'nomination':
      return sectionAppliesTo('nomination', path.accountTypeId);
    default:
      return true;
  }
}

function stepIndex(step: FirstHolderStep): number {
  return FIRST_HOLDER_STEP_KEYS.indexOf(step);
}

/** Where Save & Next goes: the next step on the path (null after the last). */
export function nextStep(current: FirstHolderStep, path: HolderPath): FirstHolderStep | null {
  return FIRST_HOLDER_STEP_KEYS.slice(stepIndex(current) + 1).find((step) => stepApplies(step, path)) ?? null;
}

/** Where Back goes: it skips the same steps backwards (null on the first step: back to the hub). */
export function previousStep(current: FirstHolderStep, path: HolderPath): FirstHolderStep | null {
  const earlier = FIRST_HOLDER_STEP_KEYS.slice(0, stepIndex(current)).reverse();
  return earlier.find((step) => stepApplies(step, path)) ?? null;
}

/**
 * The steps holder 1 must have saved to be Completed: steps 1-7 on its path (DESIGN.md §5); in the
 * second flow its five steps and the ticked terms and conditions, which there are a save of their own
 * (in the first-holder wizard the declaration is the final submit).
 */
export function requiredFirstHolderSteps(path: HolderPath): FirstHolderStep[] {
  const termsSaved = usesSecondFlow(path.accountTypeId);
  return FIRST_HOLDER_STEP_KEYS.filter((step) => (termsSaved || step !== 'declaration') && stepApplies(step, path));
}

/** The required steps not yet saved, in wizard order. */
export function missingFirstHolderSteps(path: HolderPath, saved: ReadonlySet<FirstHolderStep>): FirstHolderStep[] {
  return requiredFirstHolderSteps(path).filter((step) => !saved.has(step));
}

/** A step's name as the holder's wizard shows it (the account type picks the flow). */
export function stepLabel(step: FirstHolderStep, accountTypeId?: number): string {
  const steps = accountTypeId === undefined ? FIRST_HOLDER_STEPS : holderOneSteps(accountTypeId);
  return steps.find((candidate) => candidate.key === step)?.label ?? FIRST_HOLDER_STEPS[stepIndex(step)]?.label ?? step;
}

/**
 * The steps the other-holder wizard drives (holder-wizards.md §2): personal, Form 60/61 (only without
 * PAN), additional details and the declaration. Family, related person, techno products and the
 * nomination are holder 1's or the application's.
 */
export const OTHER_HOLDER_STEP_KEYS = [
  'personal',
  'form60',
  'additional',
  'declaration',
] as const satisfies readonly FirstHolderStep[];
export type OtherHolderStep = (typeof OTHER_HOLDER_STEP_KEYS)[number];

/** Whether a step is one the other-holder wizard drives. */
export function isOtherHolderStep(step: FirstHolderStep): step is OtherHolderStep {
  return OTHER_HOLDER_STEP_KEYS.some((otherStep) => otherStep === step);
}

/** The steps another holder must have saved before its declaration is accepted. */
export function stepsBeforeOtherHolderDeclaration(path: Pick<HolderPath, 'form60'>): OtherHolderStep[] {
  return OTHER_HOLDER_STEP_KEYS.filter((step) => step !== 'declaration' && (step !== 'form60' || path.form60));
}

/**
 * The steps another holder still lacks, in wizard order (empty when Completed: DESIGN.md §5
 * "Completion" — its steps saved and its declaration accepted).
 */
export function missingOtherHolderSteps(
  path: Pick<HolderPath, 'form60'>,
  saved: ReadonlySet<FirstHolderStep>,
): OtherHolderStep[] {
  return requiredOtherHolderSteps(path).filter((step) => !saved.has(step));
}

/** The steps another holder must have saved to be Completed: its wizard's steps and its declaration. */
export function requiredOtherHolderSteps(path: Pick<HolderPath, 'form60'>): OtherHolderStep[] {
  return [...stepsBeforeOtherHolderDeclaration(path), 'declaration'];
}
