/** Account (form) type ids with meaning on the screens (portal.md §9, DESIGN.md §5). */
export const FORM_TYPE = { fixedDeposit: 2, recurringDeposit: 3, existingCustomerFixedDeposit: 5 } as const;

/** Which account types have each part of the hub: the one table both screens and server read. */
export const HUB_SECTION_ACCOUNT_TYPES = {
  addApplicant: { except: [FORM_TYPE.existingCustomerFixedDeposit] },
  nomination: { except: [FORM_TYPE.existingCustomerFixedDeposit] },
  technoProducts: { except: [] },
  accountOperations: { except: [FORM_TYPE.existingCustomerFixedDeposit] },
  // An existing customer's FD (type 5) is a fixed deposit too: it asks for the deposit as type 2 does.
  fixedDeposit: { only: [FORM_TYPE.fixedDeposit, FORM_TYPE.existingCustomerFixedDeposit] },
  recurringDeposit: { only: [FORM_TYPE.recurringDeposit] },
} as const satisfies Record<string, { only: readonly number[] } | { except: readonly number[] }>;

export type HubSection = keyof typeof HUB_SECTION_ACCOUNT_TYPES;
export type HubSections = Record<HubSection, boolean>;

export function sectionAppliesTo(section: HubSection, accountTypeId: number): boolean {
  const rule: { only?: readonly number[]; except?: readonly number[] } = HUB_SECTION_ACCOUNT_TYPES[section];
  if (rule.only) return rule.only.includes(accountTypeId);
  return !(rule.except ?? []).includes(accountTypeId);
}

/** Which hub sections an account type has: nomination and account operations are not for type 5. */
export function hubSectionsFor(accountTypeId: number): HubSections {
  const sections = Object.keys(HUB_SECTION_ACCOUNT_TYPES) as HubSection[];
  return Object.fromEntries(
    sections.map((section) => [section, sectionAppliesTo(section, accountTypeId)]),
  ) as HubSections;
}

export const DEFAULT_MAX_HOLDERS = 4;
