import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepositInsuranceNotice } from './deposit-insurance';

export function SiteFooter({ bankName }: { bankName: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" px="md" bg="gray.1" ta="center">
      <DepositInsuranceNotice />
      <Text size="sm">
        © {new Date().getFullYear()} {bankName}
      </Text>
      <Text size="sm">{t('product.poweredBy')}</Text>
    </Box>
  );
}
