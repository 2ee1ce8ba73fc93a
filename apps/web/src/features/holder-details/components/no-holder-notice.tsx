import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HUB_PATH } from '@/lib/holder-route';

/** A wizard opened with no holder chosen (e.g. a typed URL): it says so, with the way back to the hub. */
export function NoHolderNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack align="flex-start">
      <Text>{t('holderWizard.noHolder')}</Text>
      <Button variant="default" onClick={() => void navigate(HUB_PATH)}>
        {t('holderWizard.back')}
      </Button>
    </Stack>
  );
}
