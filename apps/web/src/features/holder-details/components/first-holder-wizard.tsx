import { Stack } from '@mantine/core';
import {
  calendarDateInIndia,
  customerMayChange,
  FIRST_HOLDER_STEP_KEYS,
  holderIsMinor,
  holderOneSteps,
  nextStep,
  previousStep,
  stepApplies,
  type CustomerData,
  type FirstAccountHolderDetails,
  type FirstHolderStep,
  type HolderPath,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ConfirmationModal } from '@/components/confirmation-modal';
import { ReturnedPartNote, type ApplicationReview } from '@/components/review-notice';
import { HUB_PATH } from '@/lib/holder-route';
import { translateMessage } from '@/lib/i18n';
import type { HolderKey } from '@/lib/registration-queries';
import { startingPoint, useWizardSteps } from '../use-wizard-steps';
import { STEP_VIEWS, type FirstHolderContext } from './step-registry';
import { WizardStepper } from './wizard-stepper';

interface FirstHolderWizardProps {
  holder: HolderKey;
  details: FirstAccountHolderDetails;
  /** Reads the details again (Reload after a save elsewhere). */
  refetch: () => Promise<{ data?: unknown }>;
  /** The branch review: a submitted application opens only the steps the branch returned. */
  review: ApplicationReview;
}

function pathOf(details: FirstAccountHolderDetails, today: ReturnType<typeof calendarDateInIndia>): HolderPath {
  const personal = details.personalDetails;
  return {
    minor: personal ? holderIsMinor(personal.DOB, today) : false,
    form60: personal ? !personal.isPAN : false,
    accountTypeId: details.accountTypeId,
  };
}

/** The holder's steps in order, those on the path only. */
function stepsOnPath(details: FirstAccountHolderDetails, path: HolderPath): FirstHolderStep[] {
  return holderOneSteps(details.accountTypeId)
    .map((step) => step.key)
    .filter((step) => stepApplies(step, path));
}

/**
 * Holder 1's wizard, each step saved before the next opens (holder-wizards.md §2, §4): the eight steps
 * of /FirstHolder, or for an existing customer's account (type 5) the six of the second flow at
 * /Registration, whose terms and conditions are saved and lead back to the hub for the final submit.
 */
export function FirstHolderWizard({ holder, details, refetch, review }: FirstHolderWizardProps) {
  // Renders again in a newly chosen language: the step names are catalogue messages.
  useTranslation();
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [path, setPath] = useState(() => pathOf(details, today));
  const [start] = useState(() => startingPoint(stepsOnPath(details, path), details, review));
  const steps = holderOneSteps(details.accountTypeId);
  const wizard = useWizardSteps({
    holder,
    details,
    refetch,
    steps: FIRST_HOLDER_STEP_KEYS,
    onPath: (step) => stepApplies(step, path),
    start,
    previous: (step) => previousStep(step, path),
    next: (step) => nextStep(step, path),
    title: (step) => translateMessage(steps.find(({ key }) => key === step)?.label ?? ''),
    versions: details.versions,
    readOnly: (step) => !customerMayChange(review, step),
    notice: (step) => <ReturnedPartNote review={review} parts={[step]} />,
  });
  const { current, visited } = wizard;
  // A fetched customer-master record also fills the additional details, until they are saved.
  const [customer, setCustomer] = useState<CustomerData | null>(null);

  if (current === null) return <Navigate replace to={wizard.redirect ?? HUB_PATH} state={wizard.routeState} />;

  const context: FirstHolderContext = {
    flow: 'first-holder',
    details,
    today,
    changePath: (change) => setPath((previous) => ({ ...previous, ...change })),
    customer,
    onCustomerFound: setCustomer,
    mayChange: (part) => customerMayChange(review, part),
  };

  return (
    <Stack data-wizard-top style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
      <WizardStepper
        steps={steps.map((step) => ({
          key: step.key,
          label: translateMessage(step.label),
          applies: stepApplies(step.key, path),
          visited: visited.has(step.key),
        }))}
        active={current}
        onSelect={wizard.select}
      />
      <div key={wizard.stepKey}>{STEP_VIEWS[current](wizard.stepProps(current), context)}</div>
      <ConfirmationModal {...wizard.leaveQuestion} />
    </Stack>
  );
}
