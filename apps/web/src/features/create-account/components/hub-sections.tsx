import { Accordion } from '@mantine/core';
import { hubSectionsFor, type HubSections, type RegistrationDetails } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { QueryContent } from '../../../components/query-content';
import { useCustomerAccountOperationsDetails } from '../api/get-customer-account-operations-details';
import { useCustomerNominationDetails } from '../api/get-customer-nomination-details';
import { useCustomerTechnoProductsDetails } from '../api/get-customer-techno-products-details';
import { useFdDetails } from '../api/get-fd-details';
import { useRdDetails } from '../api/get-rd-details';
import { AccountOperationsForm } from './account-operations-form';
import { FdDetailsForm } from './fd-details-form';
import { NominationForm } from './nomination-form';
import { RdDetailsForm } from './rd-details-form';
import type { SectionProps } from './section-form';
import { TechnoProductsForm } from './techno-products-form';

interface PanelProps {
  registration: RegistrationDetails;
  readOnly: boolean;
}

/** A section's panel: its saved values are read when it is first opened, then its form starts from them. */
function sectionPanel<Saved>(
  useSaved: (registrationId: number) => UseQueryResult<Saved>,
  label: string,
  Form: ComponentType<SectionProps<Saved>>,
) {
  return function SectionPanel({ registration, readOnly }: PanelProps) {
    const query = useSaved(registration.registrationId);
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
const SECTIONS: { key: SectionKey; title: string; Panel: ComponentType<PanelProps> }[] = [
  {
    key: 'nomination',
    title: 'Nomination form DA-1',
    Panel: sectionPanel(useCustomerNominationDetails, 'the nomination', NominationForm),
  },
  {
    key: 'technoProducts',
    title: 'Techno based products requirement',
    Panel: sectionPanel(useCustomerTechnoProductsDetails, 'the techno based products', TechnoProductsForm),
  },
  {
    key: 'accountOperations',
    title: 'Instruction for account operations',
    Panel: sectionPanel(useCustomerAccountOperationsDetails, 'the account operations', AccountOperationsForm),
  },
  { key: 'fixedDeposit', title: 'FD', Panel: sectionPanel(useFdDetails, 'the FD details', FdDetailsForm) },
  { key: 'recurringDeposit', title: 'RD', Panel: sectionPanel(useRdDetails, 'the RD details', RdDetailsForm) },
];

export function HubSectionAccordions(props: PanelProps) {
  const available = hubSectionsFor(props.registration.accountTypeId);
  const [opened, setOpened] = useState<string[]>([]);
  // A panel mounts when first opened and then stays, so closing it never loses what was typed.
  const [visited, setVisited] = useState<string[]>([]);

  function changeOpened(next: string[]) {
    setOpened(next);
    setVisited((previous) => [...new Set([...previous, ...next])]);
  }

  return (
    <Accordion multiple value={opened} onChange={changeOpened} variant="separated" order={2}>
      {SECTIONS.filter(({ key }) => available[key]).map(({ key, title, Panel }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{title}</Accordion.Control>
          <Accordion.Panel>{visited.includes(key) && <Panel {...props} />}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
