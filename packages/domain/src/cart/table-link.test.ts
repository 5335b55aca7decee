import { describe, expect, it } from 'vitest';
import { buildBranch } from '../testing/factories.ts';
import { type Cart, emptyCart } from './cart.ts';
import { applyTableLink } from './table-link.ts';

const branch = buildBranch({ id: 7, isDineInEnabled: true, isTableSelectionEnabled: true });
const tables = [
  { identifier: 'T1', branch: { id: 7 } },
  { identifier: 'T2', branch: { id: 7 } },
  { identifier: 'X9', branch: { id: 8 } },
];
const takeaway: Cart = emptyCart();

describe('applyTableLink (a table QR code opens /store/{branch}?table={identifier})', () => {
  it('switches the cart to dine-in and preselects the table', () => {
    const cart = applyTableLink(takeaway, branch, tables, 'T2');
    expect(cart.isDineIn).toBe(true);
    expect(cart.isDelivery).toBe(false);
    expect(cart.order.table).toBe('T2');
  });

  it('leaves the delivery area and the rest of the form as they are', () => {
    const before: Cart = {
      ...takeaway,
      isDelivery: true,
      deliveryArea: 3,
      order: { ...takeaway.order, firstName: 'Erika' },
    };
    const cart = applyTableLink(before, branch, tables, 'T1');
    expect(cart).toMatchObject({ isDelivery: false, isDineIn: true, deliveryArea: 3 });
    expect(cart.order).toMatchObject({ firstName: 'Erika', table: 'T1' });
  });

  it.each([
    ['no table parameter', branch, null],
    ['an empty parameter', branch, ''],
    ['an unknown table', branch, 'T3'],
    ['a table of another branch', branch, 'X9'],
    ['a branch without dine-in', { ...branch, isDineInEnabled: false }, 'T1'],
    ['a branch without table selection', { ...branch, isTableSelectionEnabled: false }, 'T1'],
  ])('ignores %s (the same cart comes back)', (_name, target, identifier) => {
    expect(applyTableLink(takeaway, target, tables, identifier)).toBe(takeaway);
  });

  it('changes nothing when the cart already is dine-in at that table', () => {
    const atTable = applyTableLink(takeaway, branch, tables, 'T1');
    expect(applyTableLink(atTable, branch, tables, 'T1')).toBe(atTable);
  });
});
