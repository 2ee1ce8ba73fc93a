import { Anchor, Button, FileButton, Group, Image, Input, Loader, Text } from '@mantine/core';
import {
  IMAGE_FILE_TYPES,
  messages,
  UPLOAD_MAX_BYTES,
  uploadTypeNames,
  type UploadFileType,
  type UploadLimit,
} from '@portal/domain';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptOf, isPdfPath, openDocumentInNewTab, readForUpload, useDocumentObjectUrl } from '@/lib/document-file';
import { i18n, translateMessage } from '@/lib/i18n';
import { UploadRefused } from '@/lib/shrink-image';
import { usePendingUploads } from '../pending-uploads';

interface DocumentUploadProps<Values extends FieldValues> {
  /** The form field that holds the new file as a data URL ('' when none is chosen). */
  name: FieldPath<Values>;
  label: string;
  /** The document on record (/Photo/… or /POIFiles/…), '' when none. */
  savedPath: string;
  /** The types the field takes (the PAN document's are the flow's); JPG, JPEG and PNG when not given. */
  fileTypes?: readonly UploadFileType[];
  /** The applicant's photo (2 MB, taken with the front camera) or a document (5 MB, the back camera). */
  limit?: UploadLimit;
  /** A thumbnail of the chosen or saved image. */
  withPreview?: boolean;
  /** A 'View' link that opens the document in a new tab. */
  withViewLink?: boolean;
  disabled?: boolean;
  required?: boolean;
}

const isImageType = (type: UploadFileType) => (IMAGE_FILE_TYPES as readonly string[]).includes(type);

/**
 * The types and size an upload takes, in the chosen language: in English word for word the domain's
 * uploadHelpText ('JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.').
 */
export function uploadHelp(allowed: readonly UploadFileType[], limit: UploadLimit): string {
  const names = uploadTypeNames(allowed);
  const types =
    names.length > 1
      ? i18n.t('fields.typeChoice', { first: names.slice(0, -1).join(', '), last: names.at(-1) })
      : (names[0] ?? '');
  const megabytes = UPLOAD_MAX_BYTES[limit] / 2 ** 20;
  return allowed.some(isImageType)
    ? i18n.t('fields.uploadHelpImages', { types, megabytes })
    : i18n.t('fields.uploadHelp', { types, megabytes });
}

/**
 * Makes the file input show `file`, or nothing: after a refused choice it shows the file the field
 * keeps rather than the refused one, and a photo taken with the camera shows as the field's file.
 * jsdom cannot set an input's files; there the input shows nothing.
 */
function showInInput(input: HTMLInputElement | null, file: File | null) {
  if (!input) return;
  if (file === null || typeof DataTransfer !== 'function') {
    input.value = '';
    return;
  }
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * Reads a chosen file into the field: only the latest choice may fill it (reading a large photo takes a
 * moment), and the step's Save waits for the read (pending-uploads.ts). A refused file gives its message
 * and the input shows the file kept.
 */
function useFileChoice<Values extends FieldValues>(
  field: ControllerRenderProps<Values, FieldPath<Values>>,
  fileTypes: readonly UploadFileType[],
  limit: UploadLimit,
) {
  const { setError, clearErrors } = useFormContext<Values>();
  const pendingUploads = usePendingUploads();
  const value = String(field.value ?? '');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const resetCamera = useRef<() => void>(null);
  const latestChoice = useRef(0);
  const [chosen, setChosen] = useState<File | null>(null);
  const [reading, setReading] = useState(false);

  // Cleared from outside (e.g. 'Fill Form 60/61 if PAN is not available'): the input forgets its file too.
  useEffect(() => {
    if (value === '' && inputRef.current) inputRef.current.value = '';
  }, [value]);

  async function read(file: File | null, fromCamera: boolean) {
    resetCamera.current?.();
    if (!file) return;
    const choice = ++latestChoice.current;
    const kept = value !== '' ? chosen : null;
    setReading(true);
    try {
      const dataUrl = await readForUpload(file, fileTypes, limit);
      if (choice !== latestChoice.current) return;
      field.onChange(dataUrl);
      setChosen(file);
      clearErrors(field.name);
      if (fromCamera) showInInput(inputRef.current, file);
    } catch (error) {
      if (choice !== latestChoice.current) return;
      // The field's value is left alone: changing it would re-validate the field, and that could
      // replace this message with the form's own (after a failed save it did, silently).
      showInInput(inputRef.current, kept);
      setError(field.name, {
        type: 'file',
        message: error instanceof UploadRefused ? error.message : messages.unreadableFile,
      });
    } finally {
      if (choice === latestChoice.current) setReading(false);
    }
  }

  function choose(file: File | null, fromCamera: boolean) {
    pendingUploads?.track(read(file, fromCamera));
  }

  return { inputRef, resetCamera, newFile: value !== '' ? chosen : null, reading, choose };
}

/**
 * A photo or document upload from the gallery or, with 'Take a photo', the camera. The types and size
 * it takes are said before anything is chosen. Images are decoded and shrunk in the browser before
 * they are sent (decision 022). A wrong type, a damaged image or a file too large gives its message in
 * the field and keeps the file chosen or saved before, whenever it happens.
 */
export function DocumentUpload<Values extends FieldValues>({
  name,
  label,
  savedPath,
  fileTypes = IMAGE_FILE_TYPES,
  limit = 'document',
  withPreview = false,
  withViewLink = false,
  disabled = false,
  required = false,
}: DocumentUploadProps<Values>) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController<Values>({ name });
  const value = String(field.value ?? '');
  const { inputRef, resetCamera, newFile, reading, choose } = useFileChoice(field, fileTypes, limit);
  const savedUrl = useDocumentObjectUrl(withPreview && value === '' && !isPdfPath(savedPath) ? savedPath : '');
  const cameraTypes = fileTypes.filter(isImageType);
  const previewSource = value.startsWith('data:image') ? value : savedUrl;
  const viewSource: Blob | string | null = newFile ?? (value === '' && savedPath !== '' ? savedPath : null);
  const help = uploadHelp(fileTypes, limit);
  const describedBy = [fieldState.error ? `${id}-error` : '', `${id}-description`].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required && !disabled}
      error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
      description={savedPath !== '' && value === '' ? `${help} ${t('fields.onRecord')}` : help}
    >
      <Group gap="sm" mt={4} align="center" wrap="wrap">
        <input
          id={id}
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          name={field.name}
          type="file"
          accept={acceptOf(fileTypes)}
          disabled={disabled}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null, false)}
          onBlur={field.onBlur}
          // The native picker is the whole input: 44 px tall, it is a thumb's target (docs/decisions/048).
          style={{ maxWidth: '100%', minHeight: '2.75rem' }}
        />
        {cameraTypes.length > 0 && (
          <CameraButton
            fileTypes={cameraTypes}
            facing={limit === 'photo' ? 'user' : 'environment'}
            resetRef={resetCamera}
            disabled={disabled}
            labelId={`${id}-label`}
            onChoose={(file) => choose(file, true)}
          />
        )}
        {reading && <Loader size="xs" role="status" aria-label={t('fields.preparing', { label })} />}
        {withViewLink && viewSource !== null && (
          <Anchor component="button" type="button" size="sm" onClick={() => void openDocumentInNewTab(viewSource)}>
            {t('fields.view')}
          </Anchor>
        )}
      </Group>
      <ChosenFile preview={withPreview ? previewSource : null} file={newFile} label={label} />
    </Input.Wrapper>
  );
}

interface CameraButtonProps {
  fileTypes: readonly UploadFileType[];
  /** The front camera for the applicant's photo, the back one for a document. */
  facing: 'user' | 'environment';
  resetRef: RefObject<(() => void) | null>;
  disabled: boolean;
  /** The field's label, which the button is described by. */
  labelId: string;
  onChoose: (file: File | null) => void;
}

/** 'Take a photo': the phone's camera instead of the gallery. */
function CameraButton({ fileTypes, facing, resetRef, disabled, labelId, onChoose }: CameraButtonProps) {
  const { t } = useTranslation();
  return (
    <FileButton
      onChange={onChoose}
      accept={acceptOf(fileTypes)}
      capture={facing}
      resetRef={resetRef}
      disabled={disabled}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          size="xs"
          leftSection={<IconCamera size={16} aria-hidden />}
          disabled={disabled}
          aria-describedby={labelId}
        >
          {t('fields.takePhoto')}
        </Button>
      )}
    </FileButton>
  );
}

/** Under the field: a thumbnail of the chosen or saved image (where asked) and the new file's name. */
function ChosenFile({ preview, file, label }: { preview: string | null; file: File | null; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {preview && (
        <Image src={preview} alt={t('fields.preview', { label })} w={96} h={96} fit="cover" radius="sm" mt="xs" />
      )}
      {file && (
        <Text size="xs" c="dimmed" mt={4}>
          {file.name}
        </Text>
      )}
    </>
  );
}
