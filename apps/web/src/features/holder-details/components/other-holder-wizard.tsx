import { Stack } from '@mantine/core';
import {
  calendarDateInIndia,
  otherHolderDeclarationClauses,
  OTHER_HOLDER_STEP_KEYS,
  OTHER_HOLDER_VARIANT,
  type OtherHolderDetails,
  type OtherHolderStep,
  type PersonalDetails,
  type UpdatePersonalDetailsRequest,
} from '@portal/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmationModal } from '@/components/confirmation-modal';
import { HUB_PATH } from '@/lib/holder-route';
import { PERSONAL_DETAILS_FIELD_PREFIX, useUpdatePersonalDetails } from '../api/step-saves';
import type { HolderKey } from '@/lib/registration-queries';
import { useWizardSteps } from '../use-wizard-steps';
import { AdditionalDetailsStep } from './additional-details-step';
import { DeclarationStep } from './declaration-step';
import { Form60Step } from './form60-step';
import { PersonalDetailsStep, type PathChange, type PersonalDetailsSave } from './personal-details-step';
import { WizardStepper } from './wizard-stepper';

interface OtherHolderWizardProps {
  holder: HolderKey;
  details: OtherHolderDetails;
  /** Reads the details again (Reload after a save elsewhere). */
  refetch: () => Promise<{ data?: unknown }>;
}

/**
 * The six tabs of the other-holder wizard (holder-wizards.md §2). Family Details and Related person /
 * guardian are holder 1's, so they stay greyed; the four others are driven here.
 */
const OTHER_HOLDER_TABS = [
  { key: 'personal', label: 'Personal Details' },
  { key: 'family', label: 'Family Details' },
  { key: 'relatedPerson', label: 'Related person / guardian' },
  { key: 'form60', label: 'Form no 60/61' },
  { key: 'additional', label: 'Additional Details' },
  { key: 'declaration', label: 'Declaration' },
] as const;
type OtherHolderTab = (typeof OTHER_HOLDER_TABS)[number]['key'];

const isDriven = (tab: OtherHolderTab): tab is OtherHolderStep =>
  (OTHER_HOLDER_STEP_KEYS as readonly string[]).includes(tab);

/** The driven steps on this holder's path: Form 60/61 only when the no-PAN box is ticked. */
function stepsOnPath(form60: boolean): OtherHolderStep[] {
  return OTHER_HOLDER_STEP_KEYS.filter((step) => step !== 'form60' || form60);
}

/** Where a returning holder resumes: the first step on the path not yet saved (all of them when Completed). */
function startingPoint(details: OtherHolderDetails, form60: boolean) {
  const onPath = stepsOnPath(form60);
  const saved = new Set<string>(details.savedSteps);
  if (details.status === 'Completed') return { current: 'personal' as const, visited: new Set(onPath) };
  const current = onPath.find((step) => !saved.has(step)) ?? 'declaration';
  return { current, visited: new Set<OtherHolderStep>([...onPath.filter((step) => saved.has(step)), current]) };
}

/**
 * Another holder's wizard (holder-wizards.md §2, §4): personal details, Form 60/61 (without PAN),
 * additional details and the declaration, each saved before the next opens; the declaration's Save
 * returns to the hub. The step components are the first holder's, in the other-holder variant.
 */
export function OtherHolderWizard({ holder, details, refetch }: OtherHolderWizardProps) {
  const navigate = useNavigate();
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [form60, setForm60] = useState(() => (details.personalDetails ? !details.personalDetails.isPAN : false));
  const [start] = useState(() => startingPoint(details, form60));
  const onPath = stepsOnPath(form60);
  const wizard = useWizardSteps({
    holder,
    details,
    refetch,
    steps: OTHER_HOLDER_STEP_KEYS,
    onPath: (step) => onPath.includes(step),
    start,
  });
  const { current, open, visited } = wizard;
  const readOnly = details.status === 'Completed';
  const variant = OTHER_HOLDER_VARIANT;
  const updatePersonalDetails = useUpdatePersonalDetails(holder);
  const saveAs: PersonalDetailsSave<UpdatePersonalDetailsRequest> = {
    save: updatePersonalDetails,
    // The parsed values (POIPOA a string) are what the request's schema parses again.
    toRequest: (values: PersonalDetails) =>
      ({
        RegistrationId: holder.registrationId,
        objRegistrationHolders: { ...values, Id: holder.registrationHolderId },
      }) as UpdatePersonalDetailsRequest,
    fieldPrefix: PERSONAL_DETAILS_FIELD_PREFIX,
  };

  if (current === null) return <Navigate replace to={wizard.redirect ?? HUB_PATH} state={wizard.routeState} />;

  const index = onPath.indexOf(current);
  const navigation = {
    readOnly,
    submitOnEnter: false,
    onBack: () =>
      wizard.leave(() => {
        const previous = onPath[index - 1];
        if (previous) open(previous);
        else void navigate(HUB_PATH);
      }),
    onSaved: () => {
      const next = onPath[index + 1];
      if (next) open(next);
      else void navigate(HUB_PATH);
    },
  };
  const title = OTHER_HOLDER_TABS.find((tab) => tab.key === current)?.label ?? '';
  const common = {
    ...navigation,
    holder,
    title,
    version: details.versions[current],
    ...wizard.stepProps(current),
  };

  function changePath(change: PathChange) {
    if (change.form60 !== undefined) setForm60(change.form60);
  }

  return (
    <Stack data-wizard-top style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
      <WizardStepper<OtherHolderTab>
        steps={OTHER_HOLDER_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          applies: isDriven(tab.key) && (tab.key !== 'form60' || form60),
          visited: isDriven(tab.key) && visited.has(tab.key),
        }))}
        active={current}
        onSelect={(tab) => {
          if (isDriven(tab)) wizard.select(tab);
        }}
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
            saveAs={saveAs}
          />
        )}
        {current === 'form60' && <Form60Step {...common} saved={details.formNo60} />}
        {current === 'additional' && (
          <AdditionalDetailsStep {...common} variant={variant} saved={details.additionalDetails} today={today} />
        )}
        {current === 'declaration' && (
          <DeclarationStep
            {...common}
            accepted={details.declarationAccepted}
            accountTypeId={details.accountTypeId}
            clauses={otherHolderDeclarationClauses}
            mode="save"
          />
        )}
      </div>
      <ConfirmationModal {...wizard.leaveQuestion} />
    </Stack>
  );
}
