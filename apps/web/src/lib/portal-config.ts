import { callRoutes, type PortalConfig } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export const PRODUCT_NAME = 'Online Account Application';

export const portalConfigQueryKey = ['portal-config'] as const;

export function getPortalConfig(signal?: AbortSignal): Promise<PortalConfig> {
  return call(callRoutes.PortalConfig, undefined, { signal });
}

export const portalConfigQueryOptions = {
  queryKey: portalConfigQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getPortalConfig(signal),
  // The deployment's settings do not change while the page is open.
  staleTime: Infinity,
  gcTime: Infinity,
};

export function usePortalConfig() {
  return useQuery(portalConfigQueryOptions);
}

/** The LAN flow applies when the host name contains the configured marker (portal.md §1). */
export function isLanHost(config: PortalConfig | undefined, hostname = window.location.hostname): boolean {
  return Boolean(config?.lanHostMarker && hostname.includes(config.lanHostMarker));
}

/** The branch-staff variant of the application pages applies when the host name contains the branch marker (portal.md §1). */
export function isBranchHost(config: PortalConfig | undefined, hostname = window.location.hostname): boolean {
  return Boolean(config?.branchHostMarker && hostname.includes(config.branchHostMarker));
}
