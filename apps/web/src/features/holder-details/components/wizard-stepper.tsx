import { Button, Group, Menu, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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

/** Below Mantine's `sm` breakpoint (48em): a phone, where eight stacked steps would fill the screen. */
const PHONE = '(max-width: 47.99em)';

/**
 * Where the person is and what is left (DESIGN.md §9). On a wide screen every step of the wizard: a
 * step is a button once reached; a step not on the holder's path is greyed and disabled. On a phone a
 * compact header instead (decision 020): 'Step 2 of 8 · Family Details' counting only the steps on the
 * holder's path, a progress bar, and 'Go to step' with the steps reached.
 */
export function WizardStepper<Key extends string>({ steps, active, onSelect }: WizardStepperProps<Key>) {
  // Read at once, so a phone never paints the full stepper first.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false }) ?? false;
  return phone ? (
    <CompactStepHeader steps={steps} active={active} onSelect={onSelect} />
  ) : (
    <FullStepper steps={steps} active={active} onSelect={onSelect} />
  );
}

function FullStepper<Key extends string>({ steps, active, onSelect }: WizardStepperProps<Key>) {
  const { t } = useTranslation();
  const activeIndex = steps.findIndex((step) => step.key === active);
  return (
    <nav aria-label={t('wizard.steps')}>
      <Stepper
        active={activeIndex}
        onStepClick={(index) => {
          const step = steps[index];
          if (step && step.applies && step.visited) onSelect(step.key);
        }}
        size="sm"
        iconSize={32}
        wrap
        styles={{ steps: { rowGap: 'var(--mantine-spacing-sm)' } }}
      >
        {steps.map((step, index) => {
          const clickable = step.applies && step.visited;
          return (
            <Stepper.Step
              key={step.key}
              label={step.label}
              // The name says what the button shows (WCAG 2.5.3, label in name, at desktop width): the
              // step's number is a picture of where it is, hidden from the name as the tick of a done
              // step is; the space before 'Not applicable' keeps it a word apart from the label.
              icon={<span aria-hidden>{index + 1}</span>}
              description={step.applies ? undefined : ` ${t('wizard.notApplicable')}`}
              allowStepSelect={clickable}
              disabled={!clickable}
              aria-label={step.applies ? step.label : t('wizard.stepNotApplicable', { step: step.label })}
              aria-current={index === activeIndex ? 'step' : undefined}
              opacity={step.applies ? 1 : 0.45}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}

function CompactStepHeader<Key extends string>({ steps, active, onSelect }: WizardStepperProps<Key>) {
  const { t } = useTranslation();
  const onPath = steps.filter((step) => step.applies);
  const index = onPath.findIndex((step) => step.key === active);
  const number = index + 1;
  const total = onPath.length;
  const where = t('wizard.stepOf', { number, total });
  const reached = onPath.filter((step) => step.visited || step.key === active);
  return (
    <nav aria-label={t('wizard.steps')}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" style={{ minWidth: 0 }}>
          {where} · {onPath[index]?.label ?? ''}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="compact-sm"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t('wizard.goToStep')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {reached.map((step) => {
              const current = step.key === active;
              return (
                <Menu.Item
                  key={step.key}
                  // Focus starts on the step the person is on (theme.ts leaves out Mantine's placeholder).
                  data-autofocus={current || undefined}
                  onClick={() => {
                    if (!current) onSelect(step.key);
                  }}
                  aria-current={current ? 'step' : undefined}
                  rightSection={current ? <IconCheck size={14} aria-hidden /> : undefined}
                  fw={current ? 600 : undefined}
                >
                  {`${onPath.indexOf(step) + 1}. ${step.label}`}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Progress.Root size="sm" mt={6}>
        <Progress.Section
          value={total === 0 ? 0 : (number / total) * 100}
          withAria={false}
          role="progressbar"
          aria-label={t('wizard.progress', { where })}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={number}
          aria-valuetext={where}
        />
      </Progress.Root>
    </nav>
  );
}
