import { Navigate, Outlet, useLocation } from 'react-router';
import { getBranchUser } from '@/lib/storage';

export function RequireStaff() {
  const location = useLocation();
  if (!getBranchUser()) return <Navigate to="/BranchLogin" replace state={{ from: location }} />;
  return <Outlet />;
}
