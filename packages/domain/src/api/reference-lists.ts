// No zod here: the web app's entry imports the list names through callRoutes, and a module that
// imports zod would bring zod into it (decision 039).

/**
 * The reference lists served at /api/<List>/GetAll, and the name each list gives its label field
 * (portal.md §3, holder-wizards.md §7). A bank replaces their contents with `reference import`.
 */
export const REFERENCE_LISTS = {
  AccountType: 'accountTypeName',
  EntityType: 'entityTypeName',
  Location: 'locationName',
  State: 'stateName',
  Occupation: 'occupationName',
  OccupationDetails: 'occupationDetails',
  RelatedPersonType: 'relatedPersonType',
  Education: 'education',
  AssetDetails: 'assetDetails',
  OtherBankAccounts: 'otherBankAccount',
  POI: 'poi',
  CustomerReason: 'reason',
} as const;
export type ReferenceListName = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_NAMES = Object.keys(REFERENCE_LISTS) as ReferenceListName[];
