import { Stack } from '@mantine/core';
import {
  calendarDateInIndia,
  FIRST_HOLDER_STEP_KEYS,
  holderIsMinor,
  holderOneSteps,
  holderOneVariant,
  nextStep,
  previousStep,
  stepApplies,
  usesSecondFlow,
  type CustomerData,
  type FirstAccountHolderDetails,
  type FirstHolderStep,
  type HolderPath,
} from '@portal/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmationModal } from '@/components/confirmation-modal';
import { HUB_PATH } from '@/lib/holder-route';
import type { HolderKey } from '@/lib/registration-queries';
import { useWizardSteps } from '../use-wizard-steps';
import { AdditionalDetailsStep } from './additional-details-step';
import { DeclarationStep } from './declaration-step';
import { FamilyDetailsStep } from './family-details-step';
import { Form60Step } from './form60-step';
import { NominationStepPanel } from './nomination-step-panel';
import { PersonalDetailsStep, type PathChange } from './personal-details-step';
import { RelatedPersonStep } from './related-person-step';
import { TechnoProductsStepPanel } from './techno-products-step-panel';
import { WizardStepper } from './wizard-stepper';

interface FirstHolderWizardProps {
  holder: HolderKey;
  details: FirstAccountHolderDetails;
  /** Reads the details again (Reload after a save elsewhere). */
  refetch: () => Promise<{ data?: unknown }>;
}

function pathOf(details: FirstAccountHolderDetails, today: ReturnType<typeof calendarDateInIndia>): HolderPath {
  const personal = details.personalDetails;
  return {
    minor: personal ? holderIsMinor(personal.DOB, today) : false,
    form60: personal ? !personal.isPAN : false,
    accountTypeId: details.accountTypeId,
  };
}

function additionalValuesOf(customer: CustomerData) {
  return {
    AverageIncome: customer.averageIncome,
    ...(customer.education !== null && { Education: String(customer.education) }),
  };
}

/** Where a returning customer resumes: the first step on the path not yet saved (all of them when Completed). */
function startingPoint(details: FirstAccountHolderDetails, path: HolderPath) {
  const saved = new Set<string>(details.savedSteps);
  const onPath = holderOneSteps(details.accountTypeId)
    .map((step) => step.key)
    .filter((step) => stepApplies(step, path));
  if (details.status === 'Completed') return { current: onPath[0] ?? 'personal', visited: new Set(onPath) };
  const current = onPath.find((step) => !saved.has(step)) ?? 'declaration';
  return { current, visited: new Set<FirstHolderStep>([...onPath.filter((step) => saved.has(step)), current]) };
}

/**
 * Holder 1's wizard, each step saved before the next opens (holder-wizards.md §2, §4): the eight steps
 * of /FirstHolder, or for an existing customer's account (type 5) the six of the second flow at
 * /Registration, whose terms and conditions are saved and lead back to the hub for the final submit.
 */
export function FirstHolderWizard({ holder, details, refetch }: FirstHolderWizardProps) {
  const navigate = useNavigate();
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [path, setPath] = useState(() => pathOf(details, today));
  const [start] = useState(() => startingPoint(details, path));
  const wizard = useWizardSteps({
    holder,
    details,
    refetch,
    steps: FIRST_HOLDER_STEP_KEYS,
    onPath: (step) => stepApplies(step, path),
    start,
  });
  const { current, open, visited } = wizard;
  const readOnly = details.status === 'Completed';
  const variant = holderOneVariant(details.accountTypeId);
  const steps = holderOneSteps(details.accountTypeId);
  const secondFlow = usesSecondFlow(details.accountTypeId);
  // A fetched customer-master record also fills the additional details, until they are saved.
  const [customer, setCustomer] = useState<CustomerData | null>(null);

  if (current === null) return <Navigate replace to={wizard.redirect ?? HUB_PATH} state={wizard.routeState} />;

  const navigation = {
    readOnly,
    onBack: () =>
      wizard.leave(() => {
        const previous = previousStep(current, path);
        if (previous) open(previous);
        else void navigate(HUB_PATH);
      }),
    onSaved: () => {
      const next = nextStep(current, path);
      if (next) open(next);
      else void navigate(HUB_PATH);
    },
  };
  const title = steps.find((step) => step.key === current)?.label ?? '';
  const common = {
    ...navigation,
    holder,
    title,
    version: details.versions[current],
    ...wizard.stepProps(current),
  };

  function changePath(change: PathChange) {
    setPath((previous) => ({ ...previous, ...change }));
  }

  return (
    <Stack data-wizard-top style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
      <WizardStepper
        steps={steps.map((step) => ({
          key: step.key,
          label: step.label,
          applies: stepApplies(step.key, path),
          visited: visited.has(step.key),
        }))}
        active={current}
        onSelect={wizard.select}
      />
      <div key={wizard.stepKey}>
        {current === 'personal' && (
          <PersonalDetailsStep
            {...common}
            variant={variant}
            accountTypeId={details.accountTypeId}
            saved={details.personalDetails}
            today={today}
            onPathChange={changePath}
            onCustomerFound={setCustomer}
          />
        )}
        {current === 'family' && (
          <FamilyDetailsStep
            {...common}
            saved={details.familyDetails}
            maritalStatus={details.personalDetails?.MartialStatus ?? ''}
          />
        )}
        {current === 'relatedPerson' && <RelatedPersonStep {...common} saved={details.relatedPerson} />}
        {current === 'form60' && <Form60Step {...common} saved={details.formNo60} />}
        {current === 'additional' && (
          <AdditionalDetailsStep
            {...common}
            variant={variant}
            saved={details.additionalDetails ?? (customer && additionalValuesOf(customer))}
            today={today}
          />
        )}
        {current === 'technoProducts' && (
          <TechnoProductsStepPanel {...common} saved={details.savedSteps.includes('technoProducts')} />
        )}
        {current === 'nomination' && <NominationStepPanel {...common} saved={details.nomination} today={today} />}
        {current === 'declaration' && (
          <DeclarationStep
            {...common}
            accepted={details.declarationAccepted}
            mode={secondFlow ? 'save' : 'submit'}
            accountTypeId={details.accountTypeId}
          />
        )}
      </div>
      <ConfirmationModal {...wizard.leaveQuestion} />
    </Stack>
  );
}
