import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { idleMsOf, startSelfService, useSelfService } from './self-service-store.ts';

/**
 * `/self-service/store/{branchIdentifier}` (decision 031): starts the self-service context for this
 * tab and shows the branch's menu behind the screensaver.
 */
export function SelfServiceStart() {
  const { branchIdentifier = '' } = useParams();
  const { search } = useLocation();
  const kiosk = useSelfService();
  useEffect(() => {
    startSelfService({ branchIdentifier, idleMs: idleMsOf(search) });
  }, [branchIdentifier, search]);
  if (kiosk?.branchIdentifier !== branchIdentifier) return null;
  return <Navigate to={paths.branch.href(branchIdentifier)} replace />;
}
