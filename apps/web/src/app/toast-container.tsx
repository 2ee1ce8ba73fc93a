import { Notifications } from '@mantine/notifications';
import { useNarrowScreen } from '../components/data-table';

/**
 * Where toasts appear. A chunk of its own: see Toasts in providers.tsx. On a phone they rise from the
 * bottom: at the top they covered the next step's first field just after Save & Next (issue 12).
 */
export function ToastContainer() {
  const narrow = useNarrowScreen();
  return <Notifications position={narrow ? 'bottom-center' : 'top-center'} autoClose={2000} limit={3} />;
}
