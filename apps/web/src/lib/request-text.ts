import { TECHNO_PRODUCTS, type TechnoProductField, type UpdateTechnoProductsRequest } from '@portal/domain';

/** The spec sends booleans as the text 'true' or 'false' (portal.md §3). */
export function toBooleanText(value: boolean): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** The techno products' switches as UpdateTechnoProducts takes them, from the hub's section or the wizard's step. */
export function technoProductsRequest(
  registrationId: number,
  values: Record<TechnoProductField, boolean>,
): UpdateTechnoProductsRequest {
  const request = Object.fromEntries(TECHNO_PRODUCTS.map(({ field }) => [field, toBooleanText(values[field])]));
  return { RegistrationId: registrationId, ...(request as Record<TechnoProductField, 'true' | 'false'>) };
}
