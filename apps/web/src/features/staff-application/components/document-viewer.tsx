import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ApplicationDocument } from '@portal/domain';
import {
  IconDownload,
  IconFileTypePdf,
  IconRotate2,
  IconRotateClockwise2,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDocumentUrl } from '../api/application-api';

export function isPdf(document: ApplicationDocument): boolean {
  return document.contentType === 'application/pdf';
}

/** What the document is and whose: 'Photo of holder 1', 'UID-Aadhaar No. of holder 2'. */
export function documentName(document: ApplicationDocument): string {
  return `${document.label} of holder ${document.holderSrNo}`;
}

/** The name a download is saved under: what it is and whose, with the uploaded file's extension. */
function downloadName(document: ApplicationDocument): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(document.fileName)?.[0] ?? '';
  return `${documentName(document)}${extension}`;
}

/** An image's thumbnail, or a PDF's icon: its bytes are fetched with the branch session. */
export function Thumbnail({ document, height = 120 }: { document: ApplicationDocument; height?: number }) {
  const url = useDocumentUrl(isPdf(document) ? '' : document.url);
  if (isPdf(document)) {
    return (
      <Center h={height}>
        <IconFileTypePdf size={Math.min(56, height)} aria-hidden color="var(--mantine-color-red-8)" />
      </Center>
    );
  }
  if (url === '') {
    return (
      <Center h={height}>
        <Loader size="sm" role="status" aria-label={`Loading ${documentName(document)}`} />
      </Center>
    );
  }
  if (url === null) {
    return (
      <Center h={height}>
        <Text size="sm" c="red.9">
          Could not be loaded
        </Text>
      </Center>
    );
  }
  return (
    <Box h={height} style={{ display: 'flex', justifyContent: 'center' }}>
      <img
        src={url}
        alt={documentName(document)}
        style={{ maxHeight: height, maxWidth: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** The zoom steps, as a share of the size that fits the frame. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const FIT = ZOOMS.indexOf(1);

interface Size {
  width: number;
  height: number;
}

/**
 * An image as the clerk needs to read it: zoomed in or out and turned a quarter at a time (a scan
 * uploaded sideways is turned upright), scrolled within its frame. The turn and the zoom are CSS
 * transforms of the image; the box around it takes the turned, zoomed size, so every part of it can
 * be scrolled to.
 */
function ImageView({ url, name, zoom, turns }: { url: string; name: string; zoom: number; turns: number }) {
  const { ref: frame, width: frameWidth, height: frameHeight } = useElementSize();
  const [natural, setNatural] = useState<Size | null>(null);
  const sideways = turns % 2 === 1;
  const turned = natural && (sideways ? { width: natural.height, height: natural.width } : natural);
  // Fitted to the frame at 100 % (never enlarged), before it is measured as if 800 x 600.
  const room = { width: frameWidth || 800, height: frameHeight || 600 };
  const fit = turned ? Math.min(1, room.width / turned.width, room.height / turned.height) : 1;
  const transform = `translate(-50%, -50%) rotate(${turns * 90}deg) scale(${zoom})`;
  return (
    <Box
      ref={frame}
      // Focusable so a zoomed image can be scrolled with the arrow keys.
      tabIndex={0}
      role="region"
      aria-label={`${name}: the view to scroll`}
      h="65vh"
      bd="1px solid gray.4"
      bg="gray.1"
      style={{ overflow: 'auto', display: 'flex', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Box
        pos="relative"
        m="auto"
        style={{
          flexShrink: 0,
          width: turned ? turned.width * fit * zoom : '100%',
          height: turned ? turned.height * fit * zoom : '100%',
        }}
      >
        <img
          src={url}
          alt={name}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            maxWidth: 'none',
            width: natural ? natural.width * fit : 'auto',
            height: natural ? natural.height * fit : 'auto',
            transform,
            transformOrigin: 'center',
          }}
        />
      </Box>
    </Box>
  );
}

interface ImageButtonsProps {
  zoomIndex: number;
  onZoom: (change: (index: number) => number) => void;
  onTurn: (change: (turns: number) => number) => void;
}

/** Zoom out and in, back to fit, and turn a quarter to the left or the right. */
function ImageButtons({ zoomIndex, onZoom, onTurn }: ImageButtonsProps) {
  const buttons = [
    {
      label: 'Zoom out',
      Icon: IconZoomOut,
      disabled: zoomIndex === 0,
      onClick: () => onZoom((index) => Math.max(0, index - 1)),
    },
    {
      label: 'Zoom in',
      Icon: IconZoomIn,
      disabled: zoomIndex === ZOOMS.length - 1,
      onClick: () => onZoom((index) => Math.min(ZOOMS.length - 1, index + 1)),
    },
    { label: 'Fit', Icon: IconZoomReset, disabled: zoomIndex === FIT, onClick: () => onZoom(() => FIT) },
    { label: 'Rotate left', Icon: IconRotate2, onClick: () => onTurn((turn) => (turn + 3) % 4) },
    { label: 'Rotate right', Icon: IconRotateClockwise2, onClick: () => onTurn((turn) => (turn + 1) % 4) },
  ];
  return buttons.map(({ label, Icon, disabled, onClick }) => (
    <Button
      key={label}
      variant="default"
      leftSection={<Icon size={18} aria-hidden />}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  ));
}

/**
 * A document shown in full, with what a clerk does with it: an image zoomed, turned and downloaded, a
 * PDF in the browser's own viewer (which zooms and turns it) and downloaded. The bytes are fetched with
 * the session (DESIGN.md §6: never a token in a URL); the download saves them from the document's URL.
 */
export function DocumentViewer({ document }: { document: ApplicationDocument }) {
  const url = useDocumentUrl(document.url);
  const [zoomIndex, setZoomIndex] = useState(FIT);
  const [turns, setTurns] = useState(0);
  const name = documentName(document);
  if (url === '') {
    return (
      <Center h={200}>
        <Loader role="status" aria-label={`Loading ${name}`} />
      </Center>
    );
  }
  if (url === null) {
    return (
      <Alert color="red" title="The document could not be loaded">
        Please close it and try again.
      </Alert>
    );
  }
  const zoom = ZOOMS[zoomIndex] ?? 1;
  const download = (
    <Button
      component="a"
      href={url}
      download={downloadName(document)}
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      Download
    </Button>
  );
  if (isPdf(document)) {
    return (
      <Stack gap="sm">
        <Group gap="xs">{download}</Group>
        <iframe src={url} title={name} style={{ width: '100%', height: '65vh', border: 0 }} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <ImageButtons zoomIndex={zoomIndex} onZoom={setZoomIndex} onTurn={setTurns} />
        {download}
        <Text
          size="sm"
          role="status"
        >{`Zoom ${Math.round(zoom * 100)} %${turns === 0 ? '' : `, turned ${turns * 90}°`}`}</Text>
      </Group>
      <ImageView url={url} name={name} zoom={zoom} turns={turns} />
    </Stack>
  );
}
