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
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
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

/**
 * The proof documents (holder-wizards.md §2, §5): a proof and a POI/POA choice make a row; each row
 * has its number, expiry, upload and delete. Rows are cards, so nothing overflows on a phone.
 */
export function ProofTable({ registrationId, savedFiles, today, uploadsRequired }: ProofTableProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetails>();
  const { fields, append, remove } = useFieldArray({ control, name: 'registrationHoldersPOI' });
  const { errors } = useFormState({ control, name: 'registrationHoldersPOI' });
  const proofs = useReferenceList('POI');
  const deletePoi = useDeleteCustomerPoi();
  const [proof, setProof] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [tableMessage, setTableMessage] = useState<string | null>(null);
  const headingId = useId();
  const confirmDelete = useConfirmation((index: number) => {
    const id = fields[index]?.POIId;
    if (id === undefined) return;
    deletePoi.mutate({ RegistrationId: registrationId, Id: id }, { onSuccess: () => remove(index) });
  });

  function add() {
    setTableMessage(null);
    setProofError(proof ? undefined : messages.selectProofOfIdentity);
    setChoiceError(choice ? undefined : messages.selectPoiPoa);
    if (!proof || !choice) return;
    if (fields.some((row) => String(row.POI).toLowerCase() === proof.toLowerCase())) {
      setProofError(namedMessages.proofDuplicate(proof));
      return;
    }
    if (fields.length >= MAX_PROOF_ROWS) {
      setTableMessage(messages.tooManyProofs);
      return;
    }
    append({ POI: proof, POINo: '', POIPOA: choice as '1' | '2' | '3', ExpiryDate: '', Base64POI: '' });
    setProof(null);
    setChoice(null);
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
      <Fieldset legend={t('proofs.addLegend')} variant="unstyled">
        <Group align="flex-start" wrap="wrap">
          <Select
            label={t('proofs.proofOfIdentity')}
            // The value kept is the proof's English name, as the server lists and saves it.
            data={(proofs.data ?? []).map((item) => ({ value: item.poi, label: translateValue(item.poi) }))}
            value={proof}
            onChange={(value) => {
              setProof(value);
              setProofError(undefined);
            }}
            error={proofError && translateMessage(proofError)}
            w={{ base: '100%', sm: 240 }}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('proofs.poiPoa')}
            data={POI_POA_OPTIONS.map((option) => ({ ...option, label: translateValue(option.label) }))}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setChoiceError(undefined);
            }}
            error={choiceError && translateMessage(choiceError)}
            w={{ base: '100%', sm: 180 }}
            allowDeselect={false}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} mt={{ base: 0, sm: 25 }}>
            {t('proofs.add')}
          </Button>
        </Group>
      </Fieldset>
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
      {fields.length === 0 && <Text size="sm">{t('proofs.none')}</Text>}
      {fields.map((row, index) => {
        const hasExpiry = proofHasExpiry(proofKindOf(String(row.POI)));
        const savedFile = row.POIId === undefined ? '' : (savedFiles.get(Number(row.POIId)) ?? '');
        return (
          <Fieldset key={row.id} legend={translateValue(String(row.POI))}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <FormTextInput
                control={control}
                name={`registrationHoldersPOI.${index}.POINo`}
                label={t('proofs.documentNumber')}
                maxLength={20}
                kind="reference"
                withAsterisk
              />
              <FormSelect
                control={control}
                name={`registrationHoldersPOI.${index}.POIPOA`}
                label={t('proofs.poiPoa')}
                options={POI_POA_OPTIONS}
                withAsterisk
              />
              <FormDateInput
                control={control}
                name={`registrationHoldersPOI.${index}.ExpiryDate`}
                label={t('proofs.expiryDate')}
                minDate={today}
                disabled={!hasExpiry}
              />
              <DocumentUpload<PersonalDetailsInput>
                name={`registrationHoldersPOI.${index}.Base64POI`}
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
                onClick={() => deleteRow(index)}
                loading={deletePoi.isPending && deletePoi.variables?.Id === row.POIId}
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      <ConfirmationModal message={t('proofs.deleteConfirmation')} {...confirmDelete.modalProps} />
    </Stack>
  );
}
