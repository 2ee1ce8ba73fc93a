import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { saveCustomerLanguage, switchLanguage } from '@/lib/i18n';
import { getCustomerAuth } from '@/lib/storage';

/**
 * English, मराठी, हिंदी, each named in its own script (and marked with its lang, so a screen reader
 * reads it in that language). A native select: Mantine's Select would bring its popover onto /login's
 * budget (DESIGN.md §8). A signed-in customer's choice is also kept on their record, so it follows them
 * to another phone; that save is best-effort, the device keeps the choice either way.
 */
export function LanguageSwitcher({ variant = 'light' }: { variant?: 'light' | 'on-dark' }) {
  const { t, i18n } = useTranslation();
  async function choose(value: string) {
    if (!isLanguage(value)) return;
    await switchLanguage(value);
    if (getCustomerAuth()) await saveCustomerLanguage(value).catch(() => undefined);
  }
  return (
    <NativeSelect
      label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void choose(event.currentTarget.value)}
      size="xs"
      w={120}
      styles={variant === 'on-dark' ? { label: { color: 'white' } } : undefined}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
