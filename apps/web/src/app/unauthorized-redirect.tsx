import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** Lets the API client's 401 handling move within the app instead of reloading the page. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler((audience) => {
      queryClient.clear();
      void navigate(audience === 'staff' ? '/BranchLogin' : '/login', { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
}
