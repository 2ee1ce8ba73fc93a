import { notifications } from '@mantine/notifications';
import { i18n, translateMessage } from './i18n';

// Mantine's close button has no accessible name of its own.
const closeButtonProps = () => ({ 'aria-label': i18n.t('toast.close') });

/** A message of the domain's catalogue is shown in the chosen language. */
export function showInfoToast(message: string): void {
  notifications.show({
    title: i18n.t('toast.information'),
    message: translateMessage(message),
    color: 'green',
    closeButtonProps: closeButtonProps(),
  });
}

export function showErrorToast(message: string): void {
  notifications.show({
    title: i18n.t('toast.error'),
    message: translateMessage(message),
    color: 'red',
    closeButtonProps: closeButtonProps(),
  });
}
