import { Box, Text } from '@mantine/core';

/** One line of a definition list: what the value is, and the value as it is read. */
export interface LabelledValue {
  label: string;
  value: string;
}

/**
 * Label and value pairs as a definition list (an application's values for staff, a holder's own
 * details on the page where they agree): two columns at a desk, one above the other on a phone
 * (the grid's columns are as wide as fit: 12rem labels beside their values, or stacked).
 */
export function ValueList({
  values,
  empty = 'Nothing saved yet',
}: {
  values: readonly LabelledValue[];
  empty?: string;
}) {
  if (values.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
        gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-lg)',
      }}
    >
      {values.map(({ label, value }, index) => (
        <Box key={`${label}-${index}`} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" fw={700} c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
