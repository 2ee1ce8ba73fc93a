import { Navigate, Outlet, useLocation } from 'react-router';
import { getCustomerAuth } from '@/lib/storage';

/** Customer routes need a stored customer sign-in; the requested location travels to /login and back. */
export function RequireCustomer() {
  const location = useLocation();
  if (!getCustomerAuth()) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
