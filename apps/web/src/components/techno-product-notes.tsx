import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the bank says beside the techno product switches (portal.md §2), in the hub and in the wizard. */
export function TechnoProductNotes() {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4}>
      <List.Item>{t('technoStep.notes.mobileEmail')}</List.Item>
      <List.Item>{t('technoStep.notes.charges')}</List.Item>
      <List.Item>{t('technoStep.notes.aadhaar')}</List.Item>
    </List>
  );
}
