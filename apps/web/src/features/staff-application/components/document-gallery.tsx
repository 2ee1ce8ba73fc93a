import { Alert, Box, Button, Card, Center, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApplicationDocument } from '@portal/domain';
import { IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useDocumentUrl } from '../api/application-api';

function isPdf(document: ApplicationDocument): boolean {
  return document.contentType === 'application/pdf';
}

/** What the document is and whose: 'Photo of holder 1', 'UID-Aadhaar No. of holder 2'. */
function nameOf(document: ApplicationDocument): string {
  return `${document.label} of holder ${document.holderSrNo}`;
}

/** An image's thumbnail, or a PDF's icon: its bytes are fetched with the branch session. */
function Thumbnail({ document }: { document: ApplicationDocument }) {
  const url = useDocumentUrl(isPdf(document) ? '' : document.url);
  if (isPdf(document)) {
    return (
      <Center h={120}>
        <IconFileTypePdf size={56} aria-hidden color="var(--mantine-color-red-8)" />
      </Center>
    );
  }
  if (url === '') {
    return (
      <Center h={120}>
        <Loader size="sm" role="status" aria-label={`Loading ${nameOf(document)}`} />
      </Center>
    );
  }
  if (url === null) {
    return (
      <Center h={120}>
        <Text size="sm" c="red.9">
          Could not be loaded
        </Text>
      </Center>
    );
  }
  return (
    <Box h={120} style={{ display: 'flex', justifyContent: 'center' }}>
      <img src={url} alt={nameOf(document)} style={{ maxHeight: 120, maxWidth: '100%', objectFit: 'contain' }} />
    </Box>
  );
}

/** The document shown in place: an image as it is, a PDF in the browser's viewer. */
function DocumentView({ document }: { document: ApplicationDocument }) {
  const url = useDocumentUrl(document.url);
  if (url === '') {
    return (
      <Center h={200}>
        <Loader role="status" aria-label={`Loading ${nameOf(document)}`} />
      </Center>
    );
  }
  if (url === null) {
    return (
      <Alert color="red" title="The document could not be loaded">
        Please close this window and try again.
      </Alert>
    );
  }
  if (isPdf(document)) {
    return <iframe src={url} title={nameOf(document)} style={{ width: '100%', height: '70vh', border: 0 }} />;
  }
  return (
    <Center>
      <img src={url} alt={nameOf(document)} style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
    </Center>
  );
}

/**
 * Every uploaded document of the application: thumbnails of the images and an icon for each PDF,
 * each opening in place in a dialog (DESIGN.md §6: fetched with the session, never a token in a URL).
 */
export function DocumentGallery({ documents }: { documents: readonly ApplicationDocument[] }) {
  const [open, setOpen] = useState<ApplicationDocument | null>(null);
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents uploaded
      </Text>
    );
  }
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
                aria-label={`View ${nameOf(document)}`}
                onClick={() => setOpen(document)}
                fullWidth
              >
                View
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? nameOf(open) : ''}
        size="xl"
        fullScreen={false}
        closeButtonProps={{ 'aria-label': 'Close the document' }}
      >
        {open && <DocumentView document={open} />}
      </Modal>
    </>
  );
}
