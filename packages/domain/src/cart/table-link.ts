import type { Branch, Table } from '../contracts/entities.ts';
import type { Cart } from './cart.ts';
import { deliveryMethodFlags } from './delivery-methods.ts';

type TableLinkBranch = Pick<Branch, 'id' | 'isDineInEnabled' | 'isTableSelectionEnabled'>;

/**
 * A table's QR code opens the branch page with `?table={identifier}`: when the branch
 * offers dine-in with table selection and knows the table, the cart becomes dine-in at that
 * table. Anything else (no or unknown table, another branch's table) leaves the cart unchanged.
 */
export function applyTableLink(
  cart: Cart,
  branch: TableLinkBranch,
  tables: readonly Pick<Table, 'identifier' | 'branch'>[],
  tableIdentifier: string | null,
): Cart {
  if (!tableIdentifier || !branch.isDineInEnabled || !branch.isTableSelectionEnabled) return cart;
  const isKnown = tables.some(
    (table) => table.branch.id === branch.id && table.identifier === tableIdentifier,
  );
  if (!isKnown) return cart;
  if (cart.isDineIn && !cart.isDelivery && cart.order.table === tableIdentifier) return cart;
  return {
    ...cart,
    ...deliveryMethodFlags('dineIn'),
    order: { ...cart.order, table: tableIdentifier },
  };
}
