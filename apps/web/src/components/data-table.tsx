import { Box, Group, NativeSelect, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from './row-actions';

/** Below Mantine's `sm` breakpoint (48em, 768 px): phones, where a wide table would hide its actions. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

/** True on a phone-sized screen. Read at the first render, so a phone never shows the table first. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}

export type SortDirection = 'ascending' | 'descending';

export interface DataTableColumn<T> {
  id: string;
  /** The header's text, and the field's label on a card. */
  label: string;
  /** The header when it is more than its label, e.g. a sort button. */
  header?: ReactNode;
  /** Makes the column sortable: the header's aria-sort, and an option of the cards' Sort by list. */
  sort?: SortDirection | 'none';
  cell: (record: T) => ReactNode;
  /**
   * How a card shows the column: a labelled field of its definition list (the default), its status badge
   * (`cardCell` then renders the badge), or not at all (e.g. the value already is the card's heading).
   */
  card?: 'field' | 'status' | 'hidden';
  /** What a card shows instead of `cell`. */
  cardCell?: (record: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The table's caption, which also names its scrolling region; the name of the list of cards. */
  caption: string;
  /** When a heading above already says what the table is, the caption is for screen readers only. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  records: readonly T[];
  recordKey: (record: T) => string | number;
  /** Names a record: a card's heading, and so its accessible name (a reference number, a holder's name). */
  recordName: (record: T) => string;
  /** A record's actions, in an 'Action' column (last unless `actionsFirst`) or at the foot of its card; a text stands for none. */
  actions?: (record: T) => readonly RowAction[] | string;
  /** Shown when there are no records. */
  emptyText?: string;
  /** A table row's background, e.g. the tint of its status. */
  rowBackground?: (record: T) => string | undefined;
  /** The level of a card's heading, one below the heading the list sits under. */
  cardHeadingOrder?: 2 | 3 | 4;
  /** Sorts by a sortable column; the cards offer it as a Sort by list (a table sorts from its headers). */
  onSort?: (columnId: string, direction: SortDirection) => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The Action column leads the row instead of closing it: a table that scrolls never hides it. */
  actionsFirst?: boolean;
}

/**
 * A list of records: a table on a wide screen, and below `sm` (a phone) a list of cards, each with the
 * record's name as a heading, its status as a badge, its fields as a definition list and its actions as
 * full-width buttons with the same accessible names as the table's icon buttons.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const narrow = useNarrowScreen();
  return narrow ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

function RecordTable<T>({
  caption,
  hideCaption = false,
  columns,
  records,
  recordKey,
  actions,
  emptyText,
  rowBackground,
  minWidth,
  actionsFirst = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const captionId = useId();
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow window.
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={minWidth} verticalSpacing="sm" withTableBorder>
        {hideCaption ? (
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
        ) : (
          <Table.Caption id={captionId}>{caption}</Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {actions && actionsFirst && <Table.Th scope="col">{t('actions.action')}</Table.Th>}
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col" aria-sort={column.sort}>
                {column.header ?? column.label}
              </Table.Th>
            ))}
            {actions && !actionsFirst && <Table.Th scope="col">{t('actions.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.length === 0 && emptyText !== undefined ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{emptyText}</Table.Td>
            </Table.Tr>
          ) : (
            records.map((record) => {
              const recordActions = actions?.(record);
              const actionCell = recordActions !== undefined && (
                <Table.Td>
                  {typeof recordActions === 'string' ? (
                    <Text size="sm">{recordActions}</Text>
                  ) : (
                    <RowActions actions={recordActions} layout="icons" />
                  )}
                </Table.Td>
              );
              return (
                <Table.Tr key={recordKey(record)} bg={rowBackground?.(record)}>
                  {actionsFirst && actionCell}
                  {columns.map((column) => (
                    <Table.Td key={column.id}>{column.cell(record)}</Table.Td>
                  ))}
                  {!actionsFirst && actionCell}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === '';
}

function RecordCards<T>({
  caption,
  hideCaption = false,
  columns,
  records,
  recordKey,
  recordName,
  actions,
  emptyText,
  cardHeadingOrder = 3,
  onSort,
}: DataTableProps<T>) {
  const baseId = useId();
  const captionId = `${baseId}-caption`;
  return (
    <Stack gap="sm">
      {hideCaption ? (
        <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
      ) : (
        <Text id={captionId} fw={700}>
          {caption}
        </Text>
      )}
      {onSort && <SortBySelect columns={columns} onSort={onSort} />}
      {records.length === 0 && emptyText !== undefined ? (
        <Text>{emptyText}</Text>
      ) : (
        <Stack
          component="ul"
          // Explicit: some browsers drop a list's role when its bullets are removed.
          role="list"
          aria-labelledby={captionId}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {records.map((record, index) => (
            <RecordCard
              key={recordKey(record)}
              record={record}
              headingId={`${baseId}-${index}`}
              headingOrder={cardHeadingOrder}
              columns={columns}
              recordName={recordName}
              actions={actions}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The cards' Sort by list, one option per direction of each sortable column; none sortable, no list. */
function SortBySelect<T>({
  columns,
  onSort,
}: {
  columns: readonly DataTableColumn<T>[];
  onSort: (columnId: string, direction: SortDirection) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sort !== undefined);
  const sorted = sortable.find((column) => column.sort === 'ascending' || column.sort === 'descending');
  if (sortable.length === 0) return null;
  return (
    <NativeSelect
      label={t('table.sortBy')}
      size="md"
      value={sorted ? `${sorted.id}:${sorted.sort}` : ''}
      onChange={(event) => {
        const [columnId = '', direction] = event.currentTarget.value.split(':');
        if (direction === 'ascending' || direction === 'descending') onSort(columnId, direction);
      }}
      data={[
        ...(sorted ? [] : [{ value: '', label: t('table.chooseOrder') }]),
        ...sortable.flatMap((column) => [
          { value: `${column.id}:ascending`, label: t('table.ascending', { column: column.label }) },
          { value: `${column.id}:descending`, label: t('table.descending', { column: column.label }) },
        ]),
      ]}
    />
  );
}

interface RecordCardProps<T> extends Pick<DataTableProps<T>, 'columns' | 'recordName' | 'actions'> {
  record: T;
  /** Names the card: the id of its heading. */
  headingId: string;
  headingOrder: 2 | 3 | 4;
}

/** One record's card: its name as the heading, its status badge, its non-blank fields and its actions. */
function RecordCard<T>({ record, headingId, headingOrder, columns, recordName, actions }: RecordCardProps<T>) {
  const fields = columns.filter((column) => (column.card ?? 'field') === 'field');
  const statusColumn = columns.find((column) => column.card === 'status');
  const recordActions = actions?.(record);
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        {/* The badge moves under the heading when both do not fit on one line. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingOrder} size="h4" id={headingId} style={{ overflowWrap: 'break-word' }}>
            {recordName(record)}
          </Title>
          {statusColumn && (statusColumn.cardCell ?? statusColumn.cell)(record)}
        </Group>
        <Box component="dl" m={0}>
          {fields.map((column) => {
            const value = (column.cardCell ?? column.cell)(record);
            if (isBlank(value)) return null;
            return (
              <Box
                key={column.id}
                py={4}
                style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 8 }}
              >
                <Text component="dt" size="sm" c="dimmed">
                  {column.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Box>
            );
          })}
        </Box>
        {recordActions !== undefined &&
          (typeof recordActions === 'string' ? (
            <Text size="sm">{recordActions}</Text>
          ) : (
            <RowActions actions={recordActions} layout="buttons" />
          ))}
      </Stack>
    </Paper>
  );
}
