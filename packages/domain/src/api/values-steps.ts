import type { z } from 'zod';
import { messages } from '../messages.js';
import { updateFormNo60RequestSchema, type holderTarget } from './holder-steps.js';

/** How a values step's field is filled, kept and shown: a text, a rupee amount or a Yes/No. */
export type ValuesFieldKind = 'text' | 'amount' | 'yesNo';

/** The fields of a step's request a customer fills: everything but the holder it names and its version. */
type FilledField<Schema extends z.ZodType> = Exclude<keyof z.input<Schema> & string, keyof typeof holderTarget>;

interface FieldBase<Name extends string> {
  name: Name;
  /** A catalogue message (messages.ts, translated in locales/), so the form and the branch show one label. */
  label: string;
  required?: boolean;
}

/** A field of a values step: a text has the spec's maximum length; an amount and a Yes/No have their own. */
export type ValuesStepField<Name extends string = string> = FieldBase<Name> &
  ({ kind: 'text'; maxLength: number } | { kind: Exclude<ValuesFieldKind, 'text'> });

export interface ValuesStepDefinition<
  Key extends string = string,
  Call extends string = string,
  Answer extends string = string,
  Schema extends z.ZodObject = z.ZodObject,
> {
  /** Its key in the wizards' step list (rules/first-holder-steps.ts), which has its name and URL segment. */
  key: Key;
  /** The contract call that saves it, POST /api/Registration/<call>. */
  call: Call;
  schema: Schema;
  /** The field of the holder reads' answer its saved values are under. */
  answer: Answer;
  /** The fields its form shows, in order. */
  fields: readonly ValuesStepField<FilledField<Schema>>[];
}

/**
 * A step that is only its call's values, kept as they came in the holder's `steps` map: one record
 * from which its storage, the reads' answer, its form, its save and the branch's page follow
 * (decision 054).
 */
export function defineValuesStep<
  const Key extends string,
  const Call extends string,
  const Answer extends string,
  Schema extends z.ZodObject,
>(definition: ValuesStepDefinition<Key, Call, Answer, Schema>): ValuesStepDefinition<Key, Call, Answer, Schema> {
  return definition;
}

/** Step 4, Form no 60/61: the declaration of a holder without PAN, saved by the spec's UpdateFormNo60. */
export const FORM_60_STEP = defineValuesStep({
  key: 'form60',
  call: 'UpdateFormNo60',
  schema: updateFormNo60RequestSchema,
  answer: 'formNo60',
  fields: [
    {
      name: 'DeclarantTransactionParticulars',
      kind: 'text',
      label: messages.form60TransactionParticulars,
      maxLength: 100,
      required: true,
    },
    { name: 'DeclarantAmountofTransaction', kind: 'amount', label: messages.form60TransactionAmount, required: true },
    { name: 'DetailsOfIncomeTax', kind: 'text', label: messages.form60IncomeTaxDetails, maxLength: 50, required: true },
    { name: 'ReasonForNoPan', kind: 'text', label: messages.form60ReasonForNoPan, maxLength: 200, required: true },
    { name: 'DeclarantDocuments', kind: 'text', label: messages.form60Documents, maxLength: 200 },
    { name: 'DeclarantAssessedTax', kind: 'yesNo', label: messages.form60AssessedToTax },
  ],
});

/** Every values step, each kept in the holder's `steps` map under its key. */
export const VALUES_STEPS = [FORM_60_STEP] as const;
export type ValuesStep = (typeof VALUES_STEPS)[number];
export type ValuesStepKey = ValuesStep['key'];

/** What a values step's call takes: its fields with the holder it names and its version. */
export type ValuesStepRequest<Step extends ValuesStep = ValuesStep> = z.input<Step['schema']>;

/** The definition of a values step by its key. */
export type ValuesStepOf<Key extends ValuesStepKey> = Extract<ValuesStep, { key: Key }>;

/** Whether a step of the wizards is a values step. */
export function isValuesStep(step: string): step is ValuesStepKey {
  return VALUES_STEPS.some((definition) => definition.key === step);
}

/** A values step's definition by its key. */
export function valuesStepOf<Key extends ValuesStepKey>(key: Key): ValuesStepOf<Key> {
  return VALUES_STEPS.find((definition) => definition.key === key) as ValuesStepOf<Key>;
}
