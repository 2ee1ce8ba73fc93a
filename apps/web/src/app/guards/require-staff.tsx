import { Navigate, Outlet, useLocation } from 'react-router';
import { getBranchToken } from '../../lib/storage';

export function RequireStaff() {
  const location = useLocation();
  if (!getBranchToken()) return <Navigate to="/BranchLogin" replace state={{ from: location }} />;
  return <Outlet />;
}
