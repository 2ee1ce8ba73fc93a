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
import { ConfirmationModal, useConfirmation } from '@/components/confirmation-modal';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { documentPath } from '@/lib/document-file';
import { useReferenceList } from '@/lib/reference-list';
import { useDeleteCustomerPoi } from '../api/delete-customer-poi';
import { DocumentUpload } from './document-upload';

const POI_POA_OPTIONS = POI_POA_CHOICES.map(({ value, label }) => ({ value, label }));
export const DELETE_PROOF_CONFIRMATION = 'Are you sure you want to delete the selected document?';

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
        Proof documents
      </Title>
      <Fieldset legend="Add a proof document" variant="unstyled">
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Proof of Identity"
            data={(proofs.data ?? []).map((item) => item.poi)}
            value={proof}
            onChange={(value) => {
              setProof(value);
              setProofError(undefined);
            }}
            error={proofError}
            w={{ base: '100%', sm: 240 }}
            allowDeselect={false}
            searchable
          />
          <Select
            label="POI/POA"
            data={POI_POA_OPTIONS}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setChoiceError(undefined);
            }}
            error={choiceError}
            w={{ base: '100%', sm: 180 }}
            allowDeselect={false}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} mt={{ base: 0, sm: 25 }}>
            Add
          </Button>
        </Group>
      </Fieldset>
      {tableMessage && (
        <Alert color="red" role="alert">
          {tableMessage}
        </Alert>
      )}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.length === 0 && <Text size="sm">No proof document has been added yet.</Text>}
      {fields.map((row, index) => {
        const hasExpiry = proofHasExpiry(proofKindOf(String(row.POI)));
        const savedFile = row.POIId === undefined ? '' : (savedFiles.get(Number(row.POIId)) ?? '');
        return (
          <Fieldset key={row.id} legend={row.POI}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <FormTextInput
                control={control}
                name={`registrationHoldersPOI.${index}.POINo`}
                label="Document Number"
                maxLength={20}
                kind="reference"
                withAsterisk
              />
              <FormSelect
                control={control}
                name={`registrationHoldersPOI.${index}.POIPOA`}
                label="POI/POA"
                options={POI_POA_OPTIONS}
                withAsterisk
              />
              <FormDateInput
                control={control}
                name={`registrationHoldersPOI.${index}.ExpiryDate`}
                label="Expiry Date"
                minDate={today}
                disabled={!hasExpiry}
              />
              <DocumentUpload<PersonalDetailsInput>
                name={`registrationHoldersPOI.${index}.Base64POI`}
                label="Upload"
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
                Delete
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      <ConfirmationModal message={DELETE_PROOF_CONFIRMATION} {...confirmDelete.modalProps} />
    </Stack>
  );
}
