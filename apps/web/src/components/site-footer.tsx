import { Box, Text } from '@mantine/core';
import { POWERED_BY } from '@/lib/portal-config';

export function SiteFooter({ bankName }: { bankName: string }) {
  return (
    <Box component="footer" py="md" px="md" bg="gray.1" ta="center">
      <Text size="sm">
        © {new Date().getFullYear()} {bankName}
      </Text>
      <Text size="sm">{POWERED_BY}</Text>
    </Box>
  );
}
