import { List, SimpleGrid } from '@mantine/core';
import { TECHNO_PRODUCTS, type TechnoProductField } from '@portal/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from './form-switch';

/**
 * The techno products' on/off switches and what the bank says beside them (portal.md §2), in the hub and
 * in the wizard.
 */
export function TechnoProductFields({
  control,
  readOnly,
}: {
  control: Control<Record<TechnoProductField, boolean>>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {TECHNO_PRODUCTS.map(({ field }) => (
          <FormSwitch
            key={field}
            control={control}
            name={field}
            label={t(`technoStep.products.${field}`)}
            disabled={readOnly}
          />
        ))}
      </SimpleGrid>
      <List size="sm" spacing={4}>
        <List.Item>{t('technoStep.notes.mobileEmail')}</List.Item>
        <List.Item>{t('technoStep.notes.charges')}</List.Item>
        <List.Item>{t('technoStep.notes.aadhaar')}</List.Item>
      </List>
    </>
  );
}
