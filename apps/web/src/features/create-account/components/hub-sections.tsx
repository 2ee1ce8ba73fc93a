import { Accordion, Stack } from '@mantine/core';
import {
  customerMayChange,
  hubSectionsFor,
  messages,
  reviewPartOf,
  type HubSections,
  type RegistrationDetails,
} from '@portal/domain';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSlot } from '@/components/loading-slot';
import { QueryContent } from '@/components/query-content';
import { ReturnedPartNote } from '@/components/review-notice';
import { translateMessage } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy-component';
import { useRegistrationQuery, type ApplicationPart, type ApplicationRead } from '@/lib/registration-queries';
import type { SectionProps } from './section-props';

/*
 * A section's form loads when the section is first opened, each its own chunk: the hub's first load
 * builds none of their forms and schemas (decision 039).
 */
const NomineesForm = lazyComponent(
  () => import('./nominees-form'),
  (module) => module.NomineesForm,
);
const TechnoProductsForm = lazyComponent(
  () => import('./techno-products-form'),
  (module) => module.TechnoProductsForm,
);
const AccountOperationsForm = lazyComponent(
  () => import('./account-operations-form'),
  (module) => module.AccountOperationsForm,
);
const FdDetailsForm = lazyComponent(
  () => import('./fd-details-form'),
  (module) => module.FdDetailsForm,
);
const RdDetailsForm = lazyComponent(
  () => import('./rd-details-form'),
  (module) => module.RdDetailsForm,
);

interface PanelProps {
  registration: RegistrationDetails;
}

/** A section's panel: its saved values are read when it is first opened, then its form starts from them. */
function sectionPanel<Part extends ApplicationPart>(
  part: Part,
  label: SectionLoadingKey,
  Form: ComponentType<SectionProps<ApplicationRead<Part>>>,
) {
  return function SectionPanel({ registration, readOnly }: PanelProps & { readOnly: boolean }) {
    const { t } = useTranslation();
    const query = useRegistrationQuery(registration.registrationId, part);
    // Reload starts the form again from what is on record now: a new form for each reload.
    const [generation, setGeneration] = useState(0);
    const reload = () => void query.refetch().then(() => setGeneration((previous) => previous + 1));
    const what = t(`hub.loading.${label}`);
    return (
      <QueryContent query={query} label={what} fresh>
        {(saved) => (
          <LoadingSlot what={what}>
            <Form key={generation} registration={registration} readOnly={readOnly} saved={saved} onReload={reload} />
          </LoadingSlot>
        )}
      </QueryContent>
    );
  };
}

type SectionKey = Exclude<keyof HubSections, 'addApplicant'>;
type SectionLoadingKey = 'nomination' | 'technoProducts' | 'accountOperations' | 'fd' | 'rd';

/*
 * The spec's order (portal.md §2); which of them an account type has comes from hubSectionsFor. The
 * titles are catalogue messages: a branch returns a section by its title, and the customer reads it.
 */
const SECTIONS: { key: SectionKey; title: string; Panel: ComponentType<PanelProps & { readOnly: boolean }> }[] = [
  {
    key: 'nomination',
    title: messages.sectionNomination,
    Panel: sectionPanel('nominees', 'nomination', NomineesForm),
  },
  {
    key: 'technoProducts',
    title: messages.sectionTechnoProducts,
    Panel: sectionPanel('techno-products', 'technoProducts', TechnoProductsForm),
  },
  {
    key: 'accountOperations',
    title: messages.sectionAccountOperations,
    Panel: sectionPanel('account-operations', 'accountOperations', AccountOperationsForm),
  },
  { key: 'fixedDeposit', title: messages.sectionFixedDeposit, Panel: sectionPanel('fd', 'fd', FdDetailsForm) },
  {
    key: 'recurringDeposit',
    title: messages.sectionRecurringDeposit,
    Panel: sectionPanel('rd', 'rd', RdDetailsForm),
  },
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
  // Re-renders the titles on a change of language.
  useTranslation();
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
            {translateMessage(title)}
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
