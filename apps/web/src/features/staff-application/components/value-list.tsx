import { Box, Text } from '@mantine/core';
import type { LabelledValue } from '../application-values';

/**
 * Label and value pairs as a definition list: two columns at a desk, one above the other on a phone
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
