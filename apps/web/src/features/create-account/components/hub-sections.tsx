import { Accordion, Stack } from '@mantine/core';
import {
  customerMayChange,
  hubSectionsFor,
  reviewPartOf,
  type HubSections,
  type RegistrationDetails,
} from '@portal/domain';
import { useRef, useState, type ComponentType } from 'react';
import { QueryContent } from '@/components/query-content';
import { ReturnedPartNote } from '@/components/review-notice';
import { useRegistrationQuery, type ApplicationPart, type ApplicationRead } from '@/lib/registration-queries';
import { AccountOperationsForm } from './account-operations-form';
import { FdDetailsForm } from './fd-details-form';
import { NominationForm } from './nomination-form';
import { RdDetailsForm } from './rd-details-form';
import type { SectionProps } from './section-props';
import { TechnoProductsForm } from './techno-products-form';

interface PanelProps {
  registration: RegistrationDetails;
}

/** A section's panel: its saved values are read when it is first opened, then its form starts from them. */
function sectionPanel<Part extends ApplicationPart>(
  part: Part,
  label: string,
  Form: ComponentType<SectionProps<ApplicationRead<Part>>>,
) {
  return function SectionPanel({ registration, readOnly }: PanelProps & { readOnly: boolean }) {
    const query = useRegistrationQuery(registration.registrationId, part);
    // Reload starts the form again from what is on record now: a new form for each reload.
    const [generation, setGeneration] = useState(0);
    const reload = () => void query.refetch().then(() => setGeneration((previous) => previous + 1));
    return (
      <QueryContent query={query} label={label} fresh>
        {(saved) => (
          <Form key={generation} registration={registration} readOnly={readOnly} saved={saved} onReload={reload} />
        )}
      </QueryContent>
    );
  };
}

type SectionKey = Exclude<keyof HubSections, 'addApplicant'>;

// The spec's order (portal.md §2); which of them an account type has comes from hubSectionsFor.
const SECTIONS: { key: SectionKey; title: string; Panel: ComponentType<PanelProps & { readOnly: boolean }> }[] = [
  {
    key: 'nomination',
    title: 'Nomination form DA-1',
    Panel: sectionPanel('nomination', 'the nomination', NominationForm),
  },
  {
    key: 'technoProducts',
    title: 'Techno based products requirement',
    Panel: sectionPanel('techno-products', 'the techno based products', TechnoProductsForm),
  },
  {
    key: 'accountOperations',
    title: 'Instruction for account operations',
    Panel: sectionPanel('account-operations', 'the account operations', AccountOperationsForm),
  },
  { key: 'fixedDeposit', title: 'FD', Panel: sectionPanel('fd', 'the FD details', FdDetailsForm) },
  { key: 'recurringDeposit', title: 'RD', Panel: sectionPanel('rd', 'the RD details', RdDetailsForm) },
];

/**
 * Which hub sections are open, held by the hub so its "Still to do" list can open one. A panel mounts
 * when first opened and then stays, so closing it never loses what was typed.
 */
export function useHubSectionAccordion(openAtStart: readonly string[] = []) {
  const [opened, setOpened] = useState<string[]>([...openAtStart]);
  const [visited, setVisited] = useState<string[]>([...openAtStart]);
  const controls = useRef(new Map<string, HTMLButtonElement>());

  function change(next: string[]) {
    setOpened(next);
    setVisited((previous) => [...new Set([...previous, ...next])]);
  }

  return {
    opened,
    visited,
    change,
    controls,
    /** Opens a section and moves the focus (and so the page) to its heading. */
    show(key: string) {
      change([...new Set([...opened, key])]);
      controls.current.get(key)?.focus();
    },
  };
}

export type HubSectionAccordion = ReturnType<typeof useHubSectionAccordion>;

export function HubSectionAccordions({ accordion, ...props }: PanelProps & { accordion: HubSectionAccordion }) {
  const available = hubSectionsFor(props.registration.accountTypeId);
  return (
    <Accordion multiple value={accordion.opened} onChange={accordion.change} variant="separated" order={2}>
      {SECTIONS.filter(({ key }) => available[key]).map(({ key, title, Panel }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control
            ref={(control) => {
              if (control) accordion.controls.current.set(key, control);
              else accordion.controls.current.delete(key);
            }}
          >
            {title}
          </Accordion.Control>
          <Accordion.Panel>
            {accordion.visited.includes(key) && (
              <Stack>
                <ReturnedPartNote review={props.registration} parts={[reviewPartOf(key)]} />
                <Panel {...props} readOnly={!customerMayChange(props.registration, reviewPartOf(key))} />
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
