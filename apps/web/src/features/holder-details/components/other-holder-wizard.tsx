import { Stack } from '@mantine/core';
import {
  calendarDateInIndia,
  customerMayChange,
  FIRST_HOLDER_STEPS,
  messages,
  OTHER_HOLDER_STEP_KEYS,
  type OtherHolderDetails,
  type OtherHolderStep,
  type PersonalDetails,
  type UpdatePersonalDetailsRequest,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ConfirmationModal } from '@/components/confirmation-modal';
import { ReturnedPartNote, type ApplicationReview } from '@/components/review-notice';
import { HUB_PATH } from '@/lib/holder-route';
import { translateMessage } from '@/lib/i18n';
import type { HolderKey } from '@/lib/registration-queries';
import { PERSONAL_DETAILS_FIELD_PREFIX, useUpdatePersonalDetails } from '../api/step-saves';
import { startingPoint, useWizardSteps } from '../use-wizard-steps';
import { STEP_VIEWS, type OtherHolderContext } from './step-registry';
import { WizardStepper } from './wizard-stepper';

interface OtherHolderWizardProps {
  holder: HolderKey;
  details: OtherHolderDetails;
  /** Reads the details again (Reload after a save elsewhere). */
  refetch: () => Promise<{ data?: unknown }>;
  /** The branch review: a submitted application opens only the steps the branch returned. */
  review: ApplicationReview;
}

/**
 * The six tabs of the other-holder wizard (holder-wizards.md §2). Family Details and Related person /
 * guardian are holder 1's, so they stay greyed; the four others are driven here.
 */
const OTHER_HOLDER_TABS = FIRST_HOLDER_STEPS.filter(
  (step) => step.key !== 'technoProducts' && step.key !== 'nomination',
).map((step) => (step.key === 'declaration' ? { ...step, label: messages.stepOtherHolderDeclaration } : step));
type OtherHolderTab = (typeof OTHER_HOLDER_TABS)[number]['key'];

const isDriven = (tab: OtherHolderTab): tab is OtherHolderStep =>
  (OTHER_HOLDER_STEP_KEYS as readonly string[]).includes(tab);

/** The driven steps on this holder's path: Form 60/61 only when the no-PAN box is ticked. */
function stepsOnPath(form60: boolean): OtherHolderStep[] {
  return OTHER_HOLDER_STEP_KEYS.filter((step) => step !== 'form60' || form60);
}

/**
 * Another holder's wizard (holder-wizards.md §2, §4): personal details, Form 60/61 (without PAN),
 * additional details and the declaration, each saved before the next opens; the declaration's Save
 * returns to the hub. The step components are the first holder's, in the other-holder variant.
 */
export function OtherHolderWizard({ holder, details, refetch, review }: OtherHolderWizardProps) {
  // Renders again in a newly chosen language: the step names are catalogue messages.
  useTranslation();
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [form60, setForm60] = useState(() => (details.personalDetails ? !details.personalDetails.isPAN : false));
  const [start] = useState(() => startingPoint(stepsOnPath(form60), details, review));
  const onPath = stepsOnPath(form60);
  const wizard = useWizardSteps({
    holder,
    details,
    refetch,
    steps: OTHER_HOLDER_STEP_KEYS,
    onPath: (step) => onPath.includes(step),
    start,
    previous: (step) => onPath[onPath.indexOf(step) - 1] ?? null,
    next: (step) => onPath[onPath.indexOf(step) + 1] ?? null,
    title: (step) => translateMessage(OTHER_HOLDER_TABS.find((tab) => tab.key === step)?.label ?? ''),
    versions: details.versions,
    readOnly: (step) => !customerMayChange(review, step),
    notice: (step) => <ReturnedPartNote review={review} parts={[step]} />,
    submitOnEnter: false,
  });
  const { current, visited } = wizard;
  const updatePersonalDetails = useUpdatePersonalDetails(holder);

  if (current === null) return <Navigate replace to={wizard.redirect ?? HUB_PATH} state={wizard.routeState} />;

  const context: OtherHolderContext = {
    flow: 'other-holder',
    details,
    today,
    changePath: (change) => {
      if (change.form60 !== undefined) setForm60(change.form60);
    },
    personalSave: {
      save: updatePersonalDetails,
      // The parsed values (POIPOA a string) are what the request's schema parses again.
      toRequest: (values: PersonalDetails) =>
        ({
          RegistrationId: holder.registrationId,
          objRegistrationHolders: { ...values, Id: holder.registrationHolderId },
        }) as UpdatePersonalDetailsRequest,
      fieldPrefix: PERSONAL_DETAILS_FIELD_PREFIX,
    },
  };

  return (
    <Stack data-wizard-top style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
      <WizardStepper<OtherHolderTab>
        steps={OTHER_HOLDER_TABS.map((tab) => ({
          key: tab.key,
          label: translateMessage(tab.label),
          applies: isDriven(tab.key) && (tab.key !== 'form60' || form60),
          visited: isDriven(tab.key) && visited.has(tab.key),
        }))}
        active={current}
        onSelect={(tab) => {
          if (isDriven(tab)) wizard.select(tab);
        }}
      />
      <div key={wizard.stepKey}>{STEP_VIEWS[current](wizard.stepProps(current), context)}</div>
      <ConfirmationModal {...wizard.leaveQuestion} />
    </Stack>
  );
}
