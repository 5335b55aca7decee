import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { startPhoneOrder, usePhoneOrder } from './phone-order-store.ts';

/**
 * `/phone-order/store/{branchIdentifier}` (docs/decisions/049-phone-orders.md): the back-office's
 * "Telefonbestellung" opens this; it starts phone-order mode for this tab and shows the branch.
 */
export function PhoneOrderStart() {
  const { branchIdentifier = '' } = useParams();
  const phone = usePhoneOrder();
  useEffect(() => {
    startPhoneOrder(branchIdentifier);
  }, [branchIdentifier]);
  if (phone?.branchIdentifier !== branchIdentifier) return null;
  return <Navigate to={paths.branch.href(branchIdentifier)} replace />;
}
