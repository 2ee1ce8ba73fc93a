import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  useInputWrapperContext,
} from '@mantine/core';
import { verifyRequestSchema, type ApplicationDocument } from '@portal/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextInput } from '@/components/form-text-input';
import { useVerify } from '../api/review-api';
import { DocumentViewer, documentName, Thumbnail } from './document-viewer';
import { ReviewForm, transitionSave, type ReviewDialogProps } from './review-form';

/**
 * The ticks as one group named by the wrapper's label and described by its description and error (as
 * Mantine's Checkbox.Group does), marked with the field's name for the error summary's link.
 */
function OriginalsGroup({ children }: { children: ReactNode }) {
  const wrapper = useInputWrapperContext();
  return (
    <div
      role="group"
      aria-labelledby={wrapper?.labelId}
      aria-describedby={wrapper?.describedBy}
      data-field="OriginalsSeen"
    >
      {children}
    </div>
  );
}

/** The document opened from its thumbnail, beside the ticks, so the clerk can compare and tick. */
function OpenDocument({ document, onClose }: { document: ApplicationDocument; onClose: () => void }) {
  const headingId = `verify-document-${document.documentId}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes to the document opened, so a screen reader hears what opened.
  useEffect(() => heading.current?.focus(), [document.documentId]);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId} tabIndex={-1} ref={heading}>
            {documentName(document)}
          </Title>
          <Button variant="default" onClick={onClose}>
            Close the document
          </Button>
        </Group>
        <DocumentViewer key={document.documentId} document={document} />
      </Stack>
    </Paper>
  );
}

/** Every document's original must be seen (the server says how many are missing otherwise). */
function allSeenSchema(ids: readonly number[]) {
  return verifyRequestSchema.refine((values) => ids.every((id) => values.OriginalsSeen.includes(id)), {
    path: ['OriginalsSeen'],
    message: 'Tick every document whose original you have seen',
  });
}

interface DocumentSeenProps {
  document: ApplicationDocument;
  seen: boolean;
  onSeen: (seen: boolean) => void;
  onBlur: () => void;
  /** Opens the document in full from its thumbnail, the button the focus goes back to. */
  onOpen: (button: HTMLButtonElement) => void;
}

/** A document's thumbnail, which opens it, and the tick that its original was seen. */
function DocumentSeen({ document, seen, onSeen, onBlur, onOpen }: DocumentSeenProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UnstyledButton
        aria-label={`View ${documentName(document)}`}
        onClick={(event) => onOpen(event.currentTarget)}
        w={72}
        bd="1px solid gray.4"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      >
        <Thumbnail document={document} height={56} />
      </UnstyledButton>
      <Checkbox
        label={`${documentName(document)}: original seen`}
        checked={seen}
        onChange={(event) => onSeen(event.currentTarget.checked)}
        onBlur={onBlur}
      />
    </Group>
  );
}

/**
 * Verify: the clerk ticks each document whose original they have seen, beside its thumbnail (opened in
 * full with zoom, turn and download), or all of them at once, and may add remarks.
 */
export function VerifyDialog({ answer, onClose }: ReviewDialogProps) {
  const { registrationId } = answer.application;
  const { documents } = answer;
  const ids = documents.map((document) => document.documentId);
  const methods = useForm({
    resolver: zodResolver(allSeenSchema(ids)),
    defaultValues: { RegistrationId: registrationId, OriginalsSeen: [] as number[], Remarks: '' },
  });
  const save = transitionSave(useVerify(registrationId));
  const [open, setOpen] = useState<ApplicationDocument | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const tickAll = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(null);
    // Back to the thumbnail it was opened from.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Verify" onClose={onClose}>
      <Controller
        control={methods.control}
        name="OriginalsSeen"
        render={({ field, fieldState }) => {
          const seen = new Set(field.value);
          const ticked = ids.filter((id) => seen.has(id)).length;
          const toggle = (id: number, on: boolean) =>
            field.onChange(
              on ? [...field.value.filter((other) => other !== id), id] : field.value.filter((other) => other !== id),
            );
          return (
            <Input.Wrapper
              label="Originals seen"
              description="Open each document to compare it with the original, then tick it."
              error={fieldState.error?.message}
              withAsterisk
              labelElement="div"
            >
              <OriginalsGroup>
                {documents.length === 0 ? (
                  <Text size="sm" mt="xs">
                    This application has no documents.
                  </Text>
                ) : (
                  <Stack gap="xs" mt="xs">
                    <Checkbox
                      // An object ref: Mantine sets the half-ticked state only through one.
                      ref={tickAll}
                      label="Tick all"
                      checked={ticked === ids.length}
                      indeterminate={ticked > 0 && ticked < ids.length}
                      onChange={(event) => field.onChange(event.currentTarget.checked ? ids : [])}
                      onBlur={field.onBlur}
                    />
                    {documents.map((document) => (
                      <DocumentSeen
                        key={document.documentId}
                        document={document}
                        seen={seen.has(document.documentId)}
                        onSeen={(on) => toggle(document.documentId, on)}
                        onBlur={field.onBlur}
                        onOpen={(button) => {
                          opener.current = button;
                          setOpen(document);
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </OriginalsGroup>
            </Input.Wrapper>
          );
        }}
      />
      {open && <OpenDocument document={open} onClose={close} />}
      <FormTextInput control={methods.control} name="Remarks" label="Remarks" maxLength={500} />
    </ReviewForm>
  );
}
