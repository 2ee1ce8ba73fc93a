import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import '@/lib/i18n';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { WizardStepper, type WizardStepView } from './wizard-stepper';

type Key = 'personal' | 'family' | 'related';
const steps: WizardStepView<Key>[] = [
  { key: 'personal', label: 'Personal Details', applies: true, visited: true },
  { key: 'family', label: 'Family Details', applies: true, visited: true },
  { key: 'related', label: 'Related person / guardian', applies: false, visited: false },
];

function renderStepper() {
  render(
    <MantineProvider theme={theme} env="test">
      <main>
        <WizardStepper steps={steps} active="family" onSelect={() => undefined} />
      </main>
    </MantineProvider>,
  );
}

/** As axe's label-in-name rule compares them: no punctuation, case or runs of spaces. */
const words = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The text a step button shows to a reader of its name: what is not aria-hidden, its parts run together. */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('the wizard stepper (axe)', () => {
  it('names each step of the wide stepper with the words it shows (label in name), not its number', () => {
    renderStepper();
    const buttons = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(words(name)).toContain(words(shownText(button)));
      expect(shownText(button)).not.toMatch(/\d/);
    }
    expect(screen.getByRole('button', { name: 'Related person / guardian (not applicable)' })).toBeDisabled();
  });

  it("opens 'Go to step' on a phone with only menu items in the menu, focus on the current step", async () => {
    stubNarrowScreen();
    renderStepper();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to step' }));
    const menu = screen.getByRole('menu');
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
    expect(screen.getByRole('menuitem', { name: '2. Family Details' })).toHaveFocus();
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
