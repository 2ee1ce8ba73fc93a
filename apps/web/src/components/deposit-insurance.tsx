import { Box, Group, Text, type TextProps } from '@mantine/core';
import { callRoutes, DICGC_WEBSITE, formatRupees } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/lib/portal-config';

/**
 * "Deposits are insured by DICGC up to ₹5,00,000 per depositor." in the language shown, or null for a
 * bank DICGC does not insure (docs/decisions/042).
 */
export function useInsuredAmountText(): string | null {
  const { t } = useTranslation();
  const insurance = usePortalConfig().data?.depositInsurance;
  return insurance ? t('depositInsurance.insuredUpTo', { amount: formatRupees(insurance.insuredAmount) }) : null;
}

/** The insured amount where a deposit is chosen and on the success page. */
export function InsuredAmountNote(props: TextProps) {
  const text = useInsuredAmountText();
  return text === null ? null : (
    <Text size="sm" {...props}>
      {text}
    </Text>
  );
}

const QR_SIZE = 72;

/**
 * What an insured bank shows on its portal since 1 Sep 2023: DICGC's logo, a QR code of DICGC's
 * website (a link to it too, for the phone the page is open on) and the insured amount. Without the
 * logo file the bank may configure, DICGC is named in plain words rather than by a drawn imitation
 * of its mark. The QR code is an image the server draws once: no QR code library in the page.
 */
export function DepositInsuranceNotice() {
  const { t } = useTranslation();
  const insurance = usePortalConfig().data?.depositInsurance;
  const insured = useInsuredAmountText();
  if (!insurance) return null;
  return (
    <Box component="section" aria-label={t('depositInsurance.notice')} py="xs">
      <Group gap="sm" wrap="nowrap" justify="center">
        <a href={DICGC_WEBSITE} target="_blank" rel="noopener noreferrer" style={{ flexShrink: 0, lineHeight: 0 }}>
          <img src={callRoutes.DicgcQrCode.path} alt={t('depositInsurance.qrCode')} width={QR_SIZE} height={QR_SIZE} />
        </a>
        <Box ta="start">
          {insurance.officialLogo ? (
            <img src={callRoutes.DicgcLogo.path} alt={t('depositInsurance.logo')} height={32} />
          ) : (
            <Text size="sm" lh={1.3}>
              <Text span fw={700}>
                DICGC
              </Text>
              {' — '}
              {t('depositInsurance.corporation')}
            </Text>
          )}
          <Text size="sm" lh={1.3}>
            {insured}
          </Text>
        </Box>
      </Group>
    </Box>
  );
}
