import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface WizardStepView<Key extends string> {
  key: Key;
  label: string;
  /** Part of this holder's path (e.g. the related person only for a minor). */
  applies: boolean;
  /** Reached before: only those can be opened from the stepper. */
  visited: boolean;
}

interface WizardStepperProps<Key extends string> {
  steps: readonly WizardStepView<Key>[];
  active: Key;
  onSelect: (step: Key) => void;
}

/**
 * Where the person is and what is left (DESIGN.md §9). A step is a button once reached; a step not on
 * the holder's path is greyed and disabled. On a phone the steps stand in a column.
 */
export function WizardStepper<Key extends string>({ steps, active, onSelect }: WizardStepperProps<Key>) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const activeIndex = steps.findIndex((step) => step.key === active);
  return (
    <nav aria-label="Steps">
      <Stepper
        active={activeIndex}
        onStepClick={(index) => {
          const step = steps[index];
          if (step && step.applies && step.visited) onSelect(step.key);
        }}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size="sm"
        iconSize={narrow ? 28 : 32}
        wrap
        styles={{ steps: { rowGap: 'var(--mantine-spacing-sm)' } }}
      >
        {steps.map((step, index) => {
          const clickable = step.applies && step.visited;
          return (
            <Stepper.Step
              key={step.key}
              label={step.label}
              description={step.applies ? undefined : 'Not applicable'}
              allowStepSelect={clickable}
              disabled={!clickable}
              aria-label={step.applies ? step.label : `${step.label} (not applicable)`}
              aria-current={index === activeIndex ? 'step' : undefined}
              opacity={step.applies ? 1 : 0.45}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}
