import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  MAX_PROOF_ROWS,
  messages,
  namedMessages,
  POI_POA_CHOICES,
  proofHasExpiry,
  proofKindOf,
  type PersonalDetails,
  type PersonalDetailsInput,
} from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useFormState, type FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmationModal, useConfirmation } from '@/components/confirmation-modal';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { documentPath } from '@/lib/document-file';
import { translateMessage, translateValue } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { useDeleteCustomerPoi } from '../api/delete-customer-poi';
import { DocumentUpload } from './document-upload';

const POI_POA_OPTIONS = POI_POA_CHOICES.map(({ value, label }) => ({ value, label }));

interface ProofTableProps {
  registrationId: number;
  /** The file on record for each saved row, by its POIId. */
  savedFiles: ReadonlyMap<number, string>;
  /** Today in India, ISO: the earliest expiry date. */
  today: string;
  uploadsRequired: boolean;
}

/** A choice of the add row: a Select that is not a form field, with its own message. */
function useAddChoice() {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    setError,
    clear: () => setValue(null),
    selectProps: {
      value,
      onChange: (next: string | null) => {
        setValue(next);
        setError(undefined);
      },
      error: error && translateMessage(error),
      allowDeselect: false,
    },
  };
}
type AddChoice = ReturnType<typeof useAddChoice>;

/**
 * The proof documents (holder-wizards.md §2, §5): a proof and a POI/POA choice make a row; each row
 * has its number, expiry, upload and delete. Rows are cards, so nothing overflows on a phone.
 */
export function ProofTable({ registrationId, savedFiles, today, uploadsRequired }: ProofTableProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetails>();
  const { fields, append, remove } = useFieldArray({ control, name: 'registrationHoldersPOI' });
  const { errors } = useFormState({ control, name: 'registrationHoldersPOI' });
  const deletePoi = useDeleteCustomerPoi();
  const proof = useAddChoice();
  const choice = useAddChoice();
  const [tableMessage, setTableMessage] = useState<string | null>(null);
  const headingId = useId();
  const confirmDelete = useConfirmation((index: number) => {
    const id = fields[index]?.POIId;
    if (id === undefined) return;
    deletePoi.mutate({ RegistrationId: registrationId, Id: id }, { onSuccess: () => remove(index) });
  });

  function add() {
    setTableMessage(null);
    proof.setError(proof.value ? undefined : messages.selectProofOfIdentity);
    choice.setError(choice.value ? undefined : messages.selectPoiPoa);
    if (!proof.value || !choice.value) return;
    const chosen = proof.value;
    if (fields.some((row) => String(row.POI).toLowerCase() === chosen.toLowerCase())) {
      proof.setError(namedMessages.proofDuplicate(chosen));
      return;
    }
    if (fields.length >= MAX_PROOF_ROWS) {
      setTableMessage(messages.tooManyProofs);
      return;
    }
    append({ POI: chosen, POINo: '', POIPOA: choice.value as '1' | '2' | '3', ExpiryDate: '', Base64POI: '' });
    proof.clear();
    choice.clear();
  }

  function deleteRow(index: number) {
    if (fields.length <= 1) {
      setTableMessage(messages.lastProofCompulsory);
      return;
    }
    setTableMessage(null);
    if (fields[index]?.POIId !== undefined) confirmDelete.ask(index);
    else remove(index);
  }

  const listError = errors.registrationHoldersPOI?.root?.message ?? errors.registrationHoldersPOI?.message;

  return (
    // Marked with the list's name: the error summary names and focuses it for a problem of the whole list.
    <Stack gap="sm" role="group" aria-labelledby={headingId} data-field="registrationHoldersPOI">
      <Title order={3} size="h4" id={headingId}>
        {t('proofs.heading')}
      </Title>
      <AddProofFieldset proof={proof} choice={choice} onAdd={add} />
      <ProofListMessages tableMessage={tableMessage} listError={listError} />
      {fields.length === 0 && <Text size="sm">{t('proofs.none')}</Text>}
      {fields.map((row, index) => (
        <ProofRow
          key={row.id}
          row={row}
          index={index}
          savedFile={row.POIId === undefined ? '' : (savedFiles.get(Number(row.POIId)) ?? '')}
          today={today}
          uploadsRequired={uploadsRequired}
          deleting={deletePoi.isPending && deletePoi.variables?.Id === row.POIId}
          onDelete={deleteRow}
        />
      ))}
      <ConfirmationModal message={t('proofs.deleteConfirmation')} {...confirmDelete.modalProps} />
    </Stack>
  );
}

/** What stops a change of the list (a row too many, the last row), and the form's message for the list. */
function ProofListMessages({ tableMessage, listError }: { tableMessage: string | null; listError?: string }) {
  return (
    <>
      {tableMessage && (
        <Alert color="red" role="alert">
          {translateMessage(tableMessage)}
        </Alert>
      )}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {translateMessage(listError)}
        </Text>
      )}
    </>
  );
}

/** The row that adds a proof: which proof, what it proves, and Add. */
function AddProofFieldset({ proof, choice, onAdd }: { proof: AddChoice; choice: AddChoice; onAdd: () => void }) {
  const { t } = useTranslation();
  const proofs = useReferenceList('POI');
  return (
    <Fieldset legend={t('proofs.addLegend')} variant="unstyled">
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('proofs.proofOfIdentity')}
          // The value kept is the proof's English name, as the server lists and saves it.
          data={(proofs.data ?? []).map((item) => ({ value: item.poi, label: translateValue(item.poi) }))}
          {...proof.selectProps}
          w={{ base: '100%', sm: 240 }}
          searchable
        />
        <Select
          label={t('proofs.poiPoa')}
          data={POI_POA_OPTIONS.map((option) => ({ ...option, label: translateValue(option.label) }))}
          {...choice.selectProps}
          w={{ base: '100%', sm: 180 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} mt={{ base: 0, sm: 25 }}>
          {t('proofs.add')}
        </Button>
      </Group>
    </Fieldset>
  );
}

interface ProofRowProps {
  row: FieldArrayWithId<PersonalDetailsInput, 'registrationHoldersPOI'>;
  index: number;
  /** The file on record for the row, '' when none. */
  savedFile: string;
  today: string;
  uploadsRequired: boolean;
  /** The row's delete call is on its way. */
  deleting: boolean;
  onDelete: (index: number) => void;
}

/** A proof's card: its number, what it proves, its expiry (for a proof that has one), its file and Delete. */
function ProofRow({ row, index, savedFile, today, uploadsRequired, deleting, onDelete }: ProofRowProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetails>();
  const path = `registrationHoldersPOI.${index}` as const;
  const required = { control, withAsterisk: true } as const;
  return (
    <Fieldset legend={translateValue(String(row.POI))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <FormTextInput
          {...required}
          name={`${path}.POINo`}
          label={t('proofs.documentNumber')}
          maxLength={20}
          kind="reference"
        />
        <FormSelect {...required} name={`${path}.POIPOA`} label={t('proofs.poiPoa')} options={POI_POA_OPTIONS} />
        <FormDateInput
          control={control}
          name={`${path}.ExpiryDate`}
          label={t('proofs.expiryDate')}
          minDate={today}
          disabled={!proofHasExpiry(proofKindOf(String(row.POI)))}
        />
        <DocumentUpload<PersonalDetailsInput>
          name={`${path}.Base64POI`}
          label={t('proofs.upload')}
          savedPath={documentPath('POIFiles', savedFile)}
          withViewLink
          required={uploadsRequired}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(index)}
          loading={deleting}
        >
          {t('actions.delete')}
        </Button>
      </Group>
    </Fieldset>
  );
}
