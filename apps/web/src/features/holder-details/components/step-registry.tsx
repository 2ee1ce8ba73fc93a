import {
  holderOneVariant,
  OTHER_HOLDER_VARIANT,
  usesSecondFlow,
  VALUES_STEPS,
  type CalendarDate,
  type CustomerData,
  type FirstAccountHolderDetails,
  type FirstHolderStep,
  type OtherHolderDetails,
  type OtherHolderStep,
  type ReviewPart,
  type UpdatePersonalDetailsRequest,
  type ValuesStepKey,
} from '@portal/domain';
import type { ComponentType, ReactNode } from 'react';
import { LoadingSlot } from '@/components/loading-slot';
import { lazyComponent } from '@/lib/lazy-component';
import { PersonalDetailsStep, type PathChange, type PersonalDetailsSave } from './personal-details-step';
import type { StepProps } from './step-form';

/**
 * A step after the first, loaded when a holder first reaches it, each its own chunk: opening a wizard
 * builds step 1's form and schemas only, not those of all nine steps (on a slow phone a long task of
 * a quarter of a second; decision 039). Until it is here the step's place says it is loading
 * the step, by its title.
 */
function lazyStep<Module, Props extends StepProps>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const Step = lazyComponent(load, pick);
  return function LoadedStep(props: Props) {
    return (
      <LoadingSlot what={props.title}>
        <Step {...props} />
      </LoadingSlot>
    );
  };
}
const FamilyDetailsStep = lazyStep(
  () => import('./family-details-step'),
  (module) => module.FamilyDetailsStep,
);
const RelatedPersonStep = lazyStep(
  () => import('./related-person-step'),
  (module) => module.RelatedPersonStep,
);
const ValuesStepForm = lazyStep(
  () => import('./values-step-form'),
  (module) => module.ValuesStepForm,
);
const AdditionalDetailsStep = lazyStep(
  () => import('./additional-details-step'),
  (module) => module.AdditionalDetailsStep,
);
const TechnoProductsStepPanel = lazyStep(
  () => import('./techno-products-step-panel'),
  (module) => module.TechnoProductsStepPanel,
);
const NominationStepPanel = lazyStep(
  () => import('./nomination-step-panel'),
  (module) => module.NominationStepPanel,
);
const DeclarationStep = lazyStep(
  () => import('./declaration-step'),
  (module) => module.DeclarationStep,
);

/** What a step's form reads from its wizard beyond the navigation: the saved details and the wizard's state. */
interface WizardContextBase {
  today: CalendarDate;
  /** Step 1 changed what lies on the holder's path (a minor, no PAN). */
  changePath: (change: PathChange) => void;
}

export interface FirstHolderContext extends WizardContextBase {
  flow: 'first-holder';
  details: FirstAccountHolderDetails;
  /** A customer-master record fetched into step 1 (account type 5): it also fills the additional details. */
  customer: CustomerData | null;
  onCustomerFound: (customer: CustomerData) => void;
  /** Whether a part may change now: of a Returned application only the returned parts (customerMayChange). */
  mayChange: (part: ReviewPart) => boolean;
}

export interface OtherHolderContext extends WizardContextBase {
  flow: 'other-holder';
  details: OtherHolderDetails;
  /** Step 1 is saved with UpdatePersonalDetails rather than the first holder's Registration call. */
  personalSave: PersonalDetailsSave<UpdatePersonalDetailsRequest>;
}

export type WizardContext = FirstHolderContext | OtherHolderContext;

/** A step's form, given the props every step gets (StepProps) and its wizard's context. */
type StepView<Context> = (step: StepProps, context: Context) => ReactNode;

/**
 * Every wizard step's form, one entry per step of the domain's list (FIRST_HOLDER_STEPS): a step the
 * domain has without an entry here fails to compile. The steps another holder drives too
 * (OTHER_HOLDER_STEP_KEYS) take either wizard's context; the others only holder 1's.
 */
type StepViews = {
  [Step in FirstHolderStep]: StepView<Step extends OtherHolderStep ? WizardContext : FirstHolderContext>;
};

const variantOf = (context: WizardContext) =>
  context.flow === 'first-holder' ? holderOneVariant(context.details.accountTypeId) : OTHER_HOLDER_VARIANT;

function additionalValuesOf(customer: CustomerData) {
  return {
    AverageIncome: customer.averageIncome,
    ...(customer.education !== null && { Education: String(customer.education) }),
  };
}

/** Every values step's form is its definition's (decision 054): it needs no entry of its own. */
const VALUES_STEP_VIEWS = Object.fromEntries(
  VALUES_STEPS.map((definition) => [
    definition.key,
    (step: StepProps, { details }: WizardContext) => (
      <ValuesStepForm {...step} definition={definition} saved={details[definition.answer]} />
    ),
  ]),
) as Pick<StepViews, ValuesStepKey>;

export const STEP_VIEWS: StepViews = {
  ...VALUES_STEP_VIEWS,
  personal: (step, context) => {
    const shared = {
      ...step,
      variant: variantOf(context),
      accountTypeId: context.details.accountTypeId,
      saved: context.details.personalDetails,
      today: context.today,
      onPathChange: context.changePath,
    };
    return context.flow === 'first-holder' ? (
      <PersonalDetailsStep {...shared} onCustomerFound={context.onCustomerFound} />
    ) : (
      <PersonalDetailsStep {...shared} saveAs={context.personalSave} />
    );
  },
  family: (step, { details }) => (
    <FamilyDetailsStep
      {...step}
      saved={details.familyDetails}
      maritalStatus={details.personalDetails?.MartialStatus ?? ''}
    />
  ),
  relatedPerson: (step, { details }) => <RelatedPersonStep {...step} saved={details.relatedPerson} />,
  additional: (step, context) => (
    <AdditionalDetailsStep
      {...step}
      variant={variantOf(context)}
      saved={
        context.flow === 'first-holder'
          ? (context.details.additionalDetails ?? (context.customer && additionalValuesOf(context.customer)))
          : context.details.additionalDetails
      }
      today={context.today}
    />
  ),
  technoProducts: (step, { details }) => (
    <TechnoProductsStepPanel {...step} saved={details.savedSteps.includes('technoProducts')} />
  ),
  // The step saves two parts: who may operate the account opens only when the branch returned it.
  nomination: (step, { today, mayChange }) => (
    <NominationStepPanel {...step} today={today} operationsOpen={mayChange('accountOperations')} />
  ),
  declaration: (step, context) =>
    context.flow === 'first-holder' ? (
      <DeclarationStep
        {...step}
        accepted={context.details.declarationAccepted}
        mode={usesSecondFlow(context.details.accountTypeId) ? 'save' : 'submit'}
        accountTypeId={context.details.accountTypeId}
      />
    ) : (
      <DeclarationStep
        {...step}
        accepted={context.details.declarationAccepted}
        accountTypeId={context.details.accountTypeId}
        kind="otherHolder"
        mode="save"
      />
    ),
};
