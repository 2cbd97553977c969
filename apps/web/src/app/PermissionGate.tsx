import { Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { showToast } from '../lib/toast';
import { usePermissions, type PermissionSource } from '../lib/permissions';
import { decideAccess, DEFAULT_MODULE_NAME, type AccessDecision } from './access-decision';

type Props = {
  /** The permission to hold; none means any signed-in user passes. */
  permission?: string;
  /** Name used in the toasts ('Access denied to {moduleName}'). */
  moduleName?: string;
  /** The vehicle permissions endpoint (default) or the base one (canViewModuleSettings). */
  source?: PermissionSource;
  children: ReactNode;
};

/**
 * Spec 1 sections 4, 6 and 8: shows a spinner while checking, the children when allowed, and
 * otherwise raises an error toast and redirects to /.
 */
export function PermissionGate({
  permission,
  moduleName = DEFAULT_MODULE_NAME,
  source = 'vehicles',
  children,
}: Props) {
  const needsCheck = permission !== undefined && permission !== '';
  const query = usePermissions(source, needsCheck);
  const fresh = decideAccess(permission, query, moduleName);
  // Once allowed, a re-check in flight keeps the screen mounted: unmounting it would let its
  // remount start yet another check.
  // (Keyed by what is checked: the router reuses this instance across gated routes.)
  const check = `${source}:${permission ?? ''}`;
  const [allowedCheck, setAllowedCheck] = useState<string | null>(null);
  if (fresh.kind === 'allowed' && allowedCheck !== check) setAllowedCheck(check);
  if (fresh.kind === 'denied' && allowedCheck !== null) setAllowedCheck(null);
  const decision: AccessDecision =
    fresh.kind === 'checking' && allowedCheck === check ? { kind: 'allowed' } : fresh;
  const navigate = useNavigate();
  const handled = useRef(false);

  const deniedMessage = decision.kind === 'denied' ? decision.message : null;
  useEffect(() => {
    if (deniedMessage === null || handled.current) return;
    handled.current = true;
    showToast({
      type: 'error',
      title: 'Access denied',
      message: deniedMessage,
      id: `access-${deniedMessage}`,
    });
    void navigate(paths.home, { replace: true });
  }, [deniedMessage, navigate]);

  if (decision.kind === 'allowed') return <>{children}</>;
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={`Checking access to ${moduleName}`} />
    </Center>
  );
}
