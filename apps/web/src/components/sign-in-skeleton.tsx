import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/lib/portal-config';

/**
 * While a sign-in page's code loads: the same banner and grey blocks as index.html's static first paint
 * (decision 005), drawn with the classes of its inline <style>, so the screen does not change from the
 * static page to a spinner and back. The blocks are hidden from screen readers; the page is busy.
 */
export function SignInSkeleton() {
  const { t } = useTranslation();
  const { data: config } = usePortalConfig();
  return (
    <div className="boot" aria-busy="true" style={{ padding: 0 }}>
      <header>
        <p className="boot-bank">{config?.bankName}</p>
        <p className="boot-title">{t('product.name')}</p>
      </header>
      <div className="boot-skeleton" aria-hidden="true">
        <div className="boot-bar" />
        <div className="boot-bar boot-short" />
        <div className="boot-bar boot-alert" />
        <div className="boot-bar boot-label" />
        <div className="boot-bar boot-input" />
        <div className="boot-bar boot-label" />
        <div className="boot-bar boot-input" />
        <div className="boot-buttons">
          <div className="boot-bar" />
          <div className="boot-bar" />
        </div>
      </div>
    </div>
  );
}
