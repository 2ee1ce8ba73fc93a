/** Account (form) type ids with meaning on the screens (portal.md §9, DESIGN.md §5). */
export const FORM_TYPE = { fixedDeposit: 2, recurringDeposit: 3, existingCustomerFixedDeposit: 5 } as const;

/** Which hub sections an account type has: nomination and account operations are not for type 5. */
export function hubSectionsFor(accountTypeId: number) {
  const existingCustomer = accountTypeId === FORM_TYPE.existingCustomerFixedDeposit;
  return {
    addApplicant: !existingCustomer,
    nomination: !existingCustomer,
    technoProducts: true,
    accountOperations: !existingCustomer,
    fixedDeposit: accountTypeId === FORM_TYPE.fixedDeposit,
    recurringDeposit: accountTypeId === FORM_TYPE.recurringDeposit,
  };
}
export type HubSections = ReturnType<typeof hubSectionsFor>;

export const DEFAULT_MAX_HOLDERS = 4;
