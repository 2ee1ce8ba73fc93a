import { Notifications } from '@mantine/notifications';

/** Where toasts appear. A chunk of its own: see Toasts in providers.tsx. */
export function ToastContainer() {
  return <Notifications position="top-center" autoClose={2000} limit={3} />;
}
