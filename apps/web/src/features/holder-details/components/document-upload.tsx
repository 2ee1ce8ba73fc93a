import { Anchor, Button, Group, Image, Input, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IMAGE_FILE_TYPES, messages, wrongFileTypeMessage, type UploadFileType } from '@portal/domain';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  acceptOf,
  isOfType,
  isPdfPath,
  openDocumentInNewTab,
  readForUpload,
  useDocumentObjectUrl,
} from '../../../lib/document-file';

interface DocumentUploadProps<Values extends FieldValues> {
  /** The form field that holds the new file as a data URL ('' when none is chosen). */
  name: FieldPath<Values>;
  label: string;
  /** The document on record (/Photo/… or /POIFiles/…), '' when none. */
  savedPath: string;
  /** The types the field takes (the PAN document's are the flow's); JPG, JPEG and PNG when not given. */
  fileTypes?: readonly UploadFileType[];
  /** A thumbnail of the chosen or saved image. */
  withPreview?: boolean;
  /** A 'View' link that opens the document in a new tab. */
  withViewLink?: boolean;
  /** A second button that opens the camera directly (the photo of the applicant). */
  withCamera?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A photo or document upload: JPG, JPEG or PNG (and PDF where the field takes it) from the gallery
 * or the camera. Images are shrunk in the browser before they are sent (DESIGN.md §9). A wrong type
 * gives the spec's message for the field's types and clears the field.
 */
export function DocumentUpload<Values extends FieldValues>({
  name,
  label,
  savedPath,
  fileTypes = IMAGE_FILE_TYPES,
  withPreview = false,
  withViewLink = false,
  withCamera = false,
  disabled = false,
  required = false,
}: DocumentUploadProps<Values>) {
  const id = useId();
  const { setError, clearErrors } = useFormContext<Values>();
  const { field, fieldState } = useController<Values>({ name });
  const value = String(field.value ?? '');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const savedUrl = useDocumentObjectUrl(withPreview && value === '' && !isPdfPath(savedPath) ? savedPath : '');
  const accept = acceptOf(fileTypes);

  // Cleared from outside (e.g. 'Fill Form 60/61 if PAN is not available'): the input forgets its file too.
  useEffect(() => {
    if (value === '' && inputRef.current) inputRef.current.value = '';
  }, [value]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!isOfType(file, fileTypes)) {
      input.value = '';
      setChosen(null);
      field.onChange('');
      setError(name, { type: 'file', message: wrongFileTypeMessage(fileTypes) });
      return;
    }
    setReading(true);
    try {
      field.onChange(await readForUpload(file));
      setChosen(file);
      clearErrors(name);
    } catch {
      input.value = '';
      field.onChange('');
      setError(name, { type: 'file', message: messages.unreadableFile });
    } finally {
      setReading(false);
    }
  }

  const newFile = value !== '' ? chosen : null;
  const previewSource = value.startsWith('data:image') ? value : savedUrl;
  const viewSource: Blob | string | null = newFile ?? (value === '' && savedPath !== '' ? savedPath : null);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required && !disabled}
      error={fieldState.error?.message}
      description={
        savedPath !== '' && value === '' ? 'A document is on record; choose a file to replace it.' : undefined
      }
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
          accept={accept}
          disabled={disabled}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={fieldState.error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event)}
          onBlur={field.onBlur}
          style={{ maxWidth: '100%' }}
        />
        {withCamera && (
          <Button
            component="label"
            variant="light"
            size="xs"
            leftSection={<IconCamera size={16} aria-hidden />}
            data-disabled={disabled || undefined}
          >
            Take a photo
            <VisuallyHidden>
              <input
                type="file"
                accept={accept}
                capture="user"
                disabled={disabled}
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void choose(event)}
              />
            </VisuallyHidden>
          </Button>
        )}
        {reading && <Loader size="xs" role="status" aria-label={`Preparing ${label}`} />}
        {withViewLink && viewSource !== null && (
          <Anchor component="button" type="button" size="sm" onClick={() => void openDocumentInNewTab(viewSource)}>
            View
          </Anchor>
        )}
      </Group>
      {withPreview && previewSource && (
        <Image src={previewSource} alt={`${label} preview`} w={96} h={96} fit="cover" radius="sm" mt="xs" />
      )}
      {newFile && (
        <Text size="xs" c="dimmed" mt={4}>
          {newFile.name}
        </Text>
      )}
    </Input.Wrapper>
  );
}
