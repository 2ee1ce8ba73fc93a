import { Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  formatIsoDate,
  formatShareHundredths,
  MAX_NOMINEES,
  NOMINATION_MODES,
  totalShareHundredths,
  type CalendarDate,
  type NominationMode,
} from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldErrors,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormTextFields, FormTextGrid, type TextFieldSpec } from '@/components/form-text-grid';
import { FormTextInput } from '@/components/form-text-input';
import { translateMessage } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { EMPTY_NOMINEE, isMinorNominee, type NomineesFormValues } from './nominees-form-values';

const MODE_LABEL_KEYS = {
  Successive: 'nominees.mode.Successive',
  Simultaneous: 'nominees.mode.Simultaneous',
  None: 'nominees.mode.None',
} as const satisfies Record<NominationMode, string>;

/** A share as typed: digits and one decimal point (the schema says how many decimals). */
function shareText(value: string): string {
  return value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
}

/** The message of a problem with the whole list (the shares' total, the successive order). */
function listMessage(errors: FieldErrors<NomineesFormValues>): string | undefined {
  const nominees = errors.Nominees;
  return nominees?.root?.message ?? nominees?.message;
}

interface NomineesFieldsProps {
  today: CalendarDate;
}

/**
 * The nomination of the 2025 rules, the same in the hub's section and the wizard's step: how the
 * nominees receive the deposit (one after another, together with shares, or none by the depositor's
 * declaration), one to four nominees (added, removed, and ordered by moving them), a running total of
 * the shares, and an appointee asked only for a nominee who is a minor today. Inside a FormShell over
 * NomineesFormValues.
 */
export function NomineesFields({ today }: NomineesFieldsProps) {
  const { control, clearErrors } = useFormContext<NomineesFormValues>();
  const list = useFieldArray({ control, name: 'Nominees' });
  const mode = useWatch({ control, name: 'Mode' });

  function changeMode(next: NominationMode) {
    // Problems of the choice left behind go with it; a save checks the new choice in full.
    clearErrors(['Mode', 'Nominees', 'NoNominationDeclared']);
    if (next !== 'None' && list.fields.length === 0) list.append(EMPTY_NOMINEE, { shouldFocus: false });
  }

  return (
    <Stack>
      <ModeChoice mode={mode} onChange={changeMode} />
      {(mode === 'Successive' || mode === 'Simultaneous') && <NomineeList list={list} mode={mode} today={today} />}
    </Stack>
  );
}

interface ModeChoiceProps {
  mode: NominationMode | '';
  onChange: (mode: NominationMode) => void;
}

/** How the nominees receive the deposit, or none by the depositor's declaration. */
function ModeChoice({ mode, onChange }: ModeChoiceProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<NomineesFormValues>();
  return (
    <>
      <Controller
        name="Mode"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            ref={field.ref}
            name={field.name}
            label={t('nominees.modeLabel')}
            value={field.value === '' ? null : field.value}
            onChange={(value) => {
              field.onChange(value);
              onChange(value as NominationMode);
            }}
            error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {NOMINATION_MODES.map((choice) => (
                <Radio key={choice} value={choice} label={t(MODE_LABEL_KEYS[choice])} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {mode === 'None' && (
        <Controller
          name="NoNominationDeclared"
          control={control}
          render={({ field, fieldState }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t('nominees.noNominationDeclaration')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
            />
          )}
        />
      )}
    </>
  );
}

/**
 * The focus follows a moved nominee (a card React moves in the page loses it): on its button pressed, or
 * at the top or the bottom, where that one is disabled, on the other.
 */
function buttonAfterMove(from: number, to: number, count: number): 'up' | 'down' {
  const pressed = to < from ? 'up' : 'down';
  const atEdge = to === 0 || to === count - 1;
  return atEdge ? (pressed === 'up' ? 'down' : 'up') : pressed;
}

interface NomineeListProps {
  list: UseFieldArrayReturn<NomineesFormValues, 'Nominees'>;
  mode: 'Successive' | 'Simultaneous';
  today: CalendarDate;
}

/** The nominees, added, removed and moved, each change said to a screen reader. */
function NomineeList({ list, mode, today }: NomineeListProps) {
  const { t } = useTranslation();
  const { formState, setFocus } = useFormContext<NomineesFormValues>();
  const { fields, append, remove, move } = list;
  const [announcement, setAnnouncement] = useState('');
  const limitNoteId = useId();
  const listHeadingId = useId();
  const atLimit = fields.length >= MAX_NOMINEES;

  function moveNominee(from: number, to: number) {
    move(from, to);
    setAnnouncement(t('nominees.moved', { from: from + 1, to: to + 1 }));
    const button = buttonAfterMove(from, to, fields.length);
    requestAnimationFrame(() => document.getElementById(`${listHeadingId}-${to}-${button}`)?.focus());
  }

  function removeNominee(index: number) {
    remove(index);
    setAnnouncement(t('nominees.removed', { number: index + 1 }));
    requestAnimationFrame(() => document.getElementById(`${listHeadingId}-add`)?.focus());
  }

  function addNominee() {
    append(EMPTY_NOMINEE, { shouldFocus: false });
    setAnnouncement(t('nominees.added', { number: fields.length + 1 }));
    requestAnimationFrame(() => setFocus(`Nominees.${fields.length}.FirstName`));
  }

  const problem = listMessage(formState.errors);
  return (
    <Stack role="group" data-field="Nominees" aria-labelledby={listHeadingId}>
      <Text id={listHeadingId} fw={600}>
        {t('nominees.listHeading')}
      </Text>
      <Text size="sm" c="dimmed">
        {t(mode === 'Successive' ? 'nominees.successiveNote' : 'nominees.simultaneousNote')}
      </Text>
      {fields.map((item, index) => (
        <NomineeCard
          key={item.id}
          index={index}
          count={fields.length}
          mode={mode}
          today={today}
          idPrefix={listHeadingId}
          onMove={moveNominee}
          onRemove={removeNominee}
        />
      ))}
      <SharesTotal count={fields.length} mode={mode} />
      {problem && (
        <Text c="red.8" size="sm">
          {translateMessage(problem)}
        </Text>
      )}
      <Group gap="sm">
        <Button
          id={`${listHeadingId}-add`}
          variant="light"
          disabled={atLimit}
          aria-describedby={atLimit ? limitNoteId : undefined}
          onClick={addNominee}
        >
          {t('nominees.add')}
        </Button>
        {atLimit && (
          <Text id={limitNoteId} size="sm" c="dimmed">
            {t('nominees.limit', { max: MAX_NOMINEES })}
          </Text>
        )}
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

/** The running total of the shares, shown when the nominees receive the deposit together. */
function SharesTotal({ count, mode }: { count: number; mode: NomineeListProps['mode'] }) {
  const { t } = useTranslation();
  const { control, formState, trigger } = useFormContext<NomineesFormValues>();
  const shares = useWatch({
    control,
    name: Array.from({ length: count }, (_, index) => `Nominees.${index}.SharePercent` as const),
  });
  const total = totalShareHundredths(shares);
  const sharesTyped = shares.join('|');
  const sharesChecked = useRef(sharesTyped);
  // The total is the list's, not a field's: once a save has been tried it is checked again as a share changes.
  useEffect(() => {
    if (sharesChecked.current === sharesTyped) return;
    sharesChecked.current = sharesTyped;
    if (formState.isSubmitted && mode === 'Simultaneous') void trigger('Nominees');
  }, [sharesTyped, formState.isSubmitted, mode, trigger]);
  if (mode !== 'Simultaneous') return null;
  return (
    <Text role="status" aria-live="polite" fw={600}>
      {total === null ? t('nominees.totalUnknown') : t('nominees.total', { total: formatShareHundredths(total) })}
    </Text>
  );
}

interface NomineeCardProps {
  index: number;
  count: number;
  mode: 'Successive' | 'Simultaneous';
  today: CalendarDate;
  /** Makes the card's buttons' ids, so the focus can be put back on one after a move. */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function NomineeCard(props: NomineeCardProps) {
  const { index, mode, today } = props;
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<NomineesFormValues>();
  const states = useReferenceList('State');
  const birthDate = useWatch({ control, name: `Nominees.${index}.DateOfBirth` });
  const minor = isMinorNominee(birthDate, today);

  const path = `Nominees.${index}` as const;
  const person = { kind: 'otherPerson', maxLength: 50 } as const;
  const nameFields: TextFieldSpec<NomineesFormValues>[] = [
    { ...person, name: `${path}.FirstName`, label: t('nominees.firstName'), required: true },
    { ...person, name: `${path}.MiddleName`, label: t('nominees.middleName') },
    { ...person, name: `${path}.LastName`, label: t('nominees.lastName'), required: true },
    { ...person, name: `${path}.Relationship`, label: t('nominees.relationship'), required: true },
  ];
  const addressFields: TextFieldSpec<NomineesFormValues>[] = [
    ...([1, 2, 3] as const).map((line) => ({
      ...person,
      name: `${path}.Address${line}` as const,
      label: t('nominees.address', { line }),
      maxLength: 300,
      required: line === 1,
    })),
    { ...person, name: `${path}.City`, label: t('nominees.city') },
    { name: `${path}.Pincode`, label: t('nominees.pincode'), maxLength: 6, digitsOnly: true },
  ];

  return (
    <Fieldset legend={t('nominees.nominee', { number: index + 1 })}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <FormTextFields control={control} fields={nameFields} />
          <FormDateInput
            control={control}
            name={`${path}.DateOfBirth`}
            label={t('nominees.dateOfBirth')}
            maxDate={formatIsoDate(today)}
            onValueChange={(value) => {
              if (!isMinorNominee(value, today)) clearErrors(`${path}.Appointee`);
            }}
            withAsterisk
          />
          {mode === 'Simultaneous' && (
            <FormTextInput
              control={control}
              name={`${path}.SharePercent`}
              label={t('nominees.share')}
              maxLength={6}
              inputMode="decimal"
              autoComplete="off"
              normalize={shareText}
              rightSection="%"
              withAsterisk
            />
          )}
        </SimpleGrid>
        <FormTextGrid control={control} fields={addressFields} cols={{ base: 1, sm: 2, md: 3 }} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <FormSelect
            control={control}
            name={`${path}.StateId`}
            label={t('nominees.state')}
            options={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.stateName }))}
            searchable
            clearable
          />
        </SimpleGrid>
        {minor && <AppointeeFields index={index} />}
        <NomineeCardActions {...props} />
      </Stack>
    </Fieldset>
  );
}

type NomineeCardActionsProps = Omit<NomineeCardProps, 'today'>;

/** Move up and down (successive nominees only), and Remove while another nominee stays. */
function NomineeCardActions({ index, count, mode, idPrefix, onMove, onRemove }: NomineeCardActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {mode === 'Successive' && (
        <>
          <Button
            id={`${idPrefix}-${index}-up`}
            variant="default"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            {t('nominees.moveUp')}
          </Button>
          <Button
            id={`${idPrefix}-${index}-down`}
            variant="default"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            {t('nominees.moveDown')}
          </Button>
        </>
      )}
      {count > 1 && (
        <Button variant="subtle" color="red" size="sm" onClick={() => onRemove(index)}>
          {t('nominees.remove', { number: index + 1 })}
        </Button>
      )}
    </Group>
  );
}

/** The adult who receives the money for a minor nominee (the 2025 rules' appointee). */
function AppointeeFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<NomineesFormValues>();
  const path = `Nominees.${index}.Appointee` as const;
  const person = { kind: 'otherPerson', maxLength: 50 } as const;
  const fields: TextFieldSpec<NomineesFormValues>[] = [
    { ...person, name: `${path}.FirstName`, label: t('nominees.appointee.firstName'), required: true },
    { ...person, name: `${path}.LastName`, label: t('nominees.appointee.lastName'), required: true },
    { ...person, name: `${path}.Relationship`, label: t('nominees.appointee.relationship'), required: true },
    { ...person, name: `${path}.Address1`, label: t('nominees.appointee.address1'), maxLength: 300, required: true },
    { ...person, name: `${path}.Address2`, label: t('nominees.appointee.address2'), maxLength: 300 },
    { ...person, name: `${path}.City`, label: t('nominees.appointee.city') },
    { name: `${path}.Pincode`, label: t('nominees.appointee.pincode'), maxLength: 6, digitsOnly: true },
  ];
  return (
    <Fieldset legend={t('nominees.appointee.legend', { number: index + 1 })} variant="filled">
      <Text size="sm" mb="sm">
        {t('nominees.appointee.note')}
      </Text>
      <FormTextGrid control={control} fields={fields} cols={{ base: 1, sm: 2, md: 3 }} />
    </Fieldset>
  );
}
