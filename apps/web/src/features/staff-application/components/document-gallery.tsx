import { Button, Card, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApplicationDocument } from '@portal/domain';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentViewer, documentName, Thumbnail } from './document-viewer';
import { EmptyNote } from './empty-note';

/** The viewer's dialog: the document zoomed, turned and downloaded in place, closed again. */
export function DocumentDialog({ document, onClose }: { document: ApplicationDocument | null; onClose: () => void }) {
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document ? documentName(document) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close the document' }}
    >
      {/* A new document starts at its fitted size, upright. */}
      {document && <DocumentViewer key={document.documentId} document={document} />}
    </Modal>
  );
}

/**
 * Every uploaded document of the application: thumbnails of the images and an icon for each PDF,
 * each opening in place in a dialog (DESIGN.md §6: fetched with the session, never a token in a URL).
 */
export function DocumentGallery({ documents }: { documents: readonly ApplicationDocument[] }) {
  const [open, setOpen] = useState<ApplicationDocument | null>(null);
  if (documents.length === 0) return <EmptyNote>No documents uploaded</EmptyNote>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {documents.map((document) => (
          <Card key={document.documentId} withBorder padding="xs" component="figure" m={0}>
            <Stack gap={6}>
              <Thumbnail document={document} />
              <Text component="figcaption" size="sm" fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
                {`Holder ${document.holderSrNo}: ${document.label}`}
              </Text>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
                aria-label={`View ${documentName(document)}`}
                onClick={() => setOpen(document)}
                fullWidth
              >
                View
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <DocumentDialog document={open} onClose={() => setOpen(null)} />
    </>
  );
}
