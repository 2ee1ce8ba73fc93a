import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { CUSTOMER_LIST_PAGE_SIZES, type CustomerListPageSize } from '@portal/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface CustomerListPagerProps {
  title: string;
  /** 0 for the first page. */
  pageIndex: number;
  pageSize: CustomerListPageSize;
  shown: number;
  total: number;
  /** false: the total is the server's estimate (decision 032). */
  totalExact: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: CustomerListPageSize) => void;
}

const SIZE_OPTIONS = CUSTOMER_LIST_PAGE_SIZES.map(String);
const PREVIOUS_ICON = <IconChevronLeft size={16} aria-hidden />;
const NEXT_ICON = <IconChevronRight size={16} aria-hidden />;

function isPageSize(value: number): value is CustomerListPageSize {
  return (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(value);
}

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * The server's pages of a tab (staff screens are English only): which rows of how many ('about' when
 * the server estimated the total), the rows per page, and Previous and Next, the pages following one
 * another by the server's cursors.
 */
export function CustomerListPager({
  title,
  pageIndex,
  pageSize,
  shown,
  total,
  totalExact,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onPageSize,
}: CustomerListPagerProps) {
  const first = shown === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown;
  return (
    <Group justify="space-between" wrap="wrap" role="group" aria-label={`${title} pages`}>
      <Text size="sm" aria-live="polite">
        {`Showing ${count(first)} to ${count(last)} of ${totalExact ? '' : 'about '}${count(total)} entries`}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label="Rows per page"
          data={SIZE_OPTIONS}
          value={String(pageSize)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPageSize(size);
          }}
          w={120}
        />
        <Button variant="default" leftSection={PREVIOUS_ICON} disabled={!hasPrevious} onClick={onPrevious}>
          Previous page
        </Button>
        <Button variant="default" rightSection={NEXT_ICON} disabled={!hasNext} onClick={onNext}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
