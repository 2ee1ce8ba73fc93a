import { notifications } from '@mantine/notifications';

// Mantine's close button has no accessible name of its own.
const closeButtonProps = { 'aria-label': 'Close notification' };

export function showInfoToast(message: string): void {
  notifications.show({ title: 'Information', message, color: 'green', closeButtonProps });
}

export function showErrorToast(message: string): void {
  notifications.show({ title: 'Error', message, color: 'red', closeButtonProps });
}
