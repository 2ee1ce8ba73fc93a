import { z } from 'zod';
import { dataResponseSchema } from './envelope.js';
import { REFERENCE_LIST_NAMES, REFERENCE_LISTS, type ReferenceListName } from './reference-lists.js';

/** A reference list's answer; typed by its items, so a generic list's answer is `ReferenceItem<List>[]`. */
export function referenceListResponseSchema<List extends ReferenceListName>(
  list: List,
): z.ZodType<{ responseCode: 'OK'; responseMessage: string; data: ReferenceItem<List>[] }> {
  // A computed key widens to string, and zod's types cannot follow a generic list to its label: the
  // item is exactly `id` and the list's label, which ReferenceItem says.
  const label = { [REFERENCE_LISTS[list]]: z.string() } as Record<(typeof REFERENCE_LISTS)[List], z.ZodString>;
  const item = z.object({ id: z.number().int() }).extend(label) as z.ZodType<ReferenceItem<List>>;
  return dataResponseSchema(z.array(item));
}

/** A reference item as the lists carry it, whatever its label field is called. */
export type ReferenceItem<List extends ReferenceListName> = { id: number } & Record<
  (typeof REFERENCE_LISTS)[List],
  string
>;

/** A reference item with its list's label field. */
export function referenceItemOf<List extends ReferenceListName>(list: List, id: number, name: string) {
  // A computed key widens to string; the key is exactly the list's label, which the type says.
  return { id, [REFERENCE_LISTS[list]]: name } as ReferenceItem<List>;
}

export const branchSchema = z.object({ id: z.string(), branchName: z.string(), locationId: z.number().int() });
export type Branch = z.infer<typeof branchSchema>;
export const branchListResponseSchema = dataResponseSchema(z.array(branchSchema));
export const branchesOfLocationParamsSchema = z.strictObject({
  LocationId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Location is not valid')
    .transform(Number)
    // The column is a PostgreSQL integer.
    .refine((id) => id <= 2_147_483_647, 'Location is not valid'),
});

/** The file `reference import` reads: every list it names replaces the stored one. */
export const referenceImportFileSchema = z.strictObject({
  lists: z
    .partialRecord(
      z.enum(REFERENCE_LIST_NAMES as [ReferenceListName, ...ReferenceListName[]]),
      z.array(z.strictObject({ id: z.number().int().positive(), name: z.string().trim().min(1).max(200) })).min(1),
    )
    .optional(),
  branches: z
    .array(
      z.strictObject({
        code: z.string().regex(/^\d{1,10}$/),
        name: z.string().trim().min(1).max(200),
        locationId: z.number().int().positive(),
        /** The branch's postal address, shown to customers who are to visit it; kept when left out. */
        address: z.string().trim().max(300).optional(),
      }),
    )
    .min(1)
    .optional(),
});
export type ReferenceImportFile = z.infer<typeof referenceImportFileSchema>;
