import { describe, expect, it } from 'vitest';
import { createBranchApiKeySchema } from './frontdesk.ts';
import {
  counterAppointmentRequestSchema,
  orderLineUpdateSchema,
  orderListQuerySchema,
  orderStatusRequestSchema,
  orderUpdateSchema,
} from './staff-orders.ts';

describe('back-office order request bodies', () => {
  it.each([
    [undefined, {}],
    [{}, {}],
    [{ rejectionMessage: '  Ofen kalt  ' }, { rejectionMessage: 'Ofen kalt' }],
    [{ rejectionMessage: null }, { rejectionMessage: null }],
  ])('status body %j → %j', (body, parsed) => {
    expect(orderStatusRequestSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [orderStatusRequestSchema, { rejectionMessage: 'x'.repeat(501) }],
    [orderStatusRequestSchema, { isConfirmed: true }],
    [counterAppointmentRequestSchema, { counterAppointment: '2026-12-02 15:00' }],
    [counterAppointmentRequestSchema, {}],
    [orderLineUpdateSchema, { amount: 0, unit: 'piece' }],
    [orderLineUpdateSchema, { amount: -1, unit: 'piece' }],
    [orderLineUpdateSchema, { amount: 1, unit: 'bushel' }],
    [orderLineUpdateSchema, { amount: 1, unit: 'piece', price: 1 }],
    [orderUpdateSchema, { appointment: null }],
    [orderUpdateSchema, { appointment: null, comment: 'x'.repeat(1001) }],
    [createBranchApiKeySchema, { name: '   ' }],
  ] as const)('refuses %#', (schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });

  it('fills a line update with its defaults', () => {
    expect(orderLineUpdateSchema.parse({ amount: 1.5, unit: 'kg' })).toEqual({
      amount: 1.5,
      unit: 'kg',
      parts: [],
      comment: null,
    });
  });

  it('reads the list query from a query string (numbers coerced, unknown keys dropped)', () => {
    expect(
      orderListQuerySchema.parse({
        branch: '3',
        status: 'pending',
        from: '2026-12-01',
        page: '2',
        cacheBuster: '1',
      }),
    ).toEqual({ branch: 3, status: 'pending', from: '2026-12-01', page: 2, pageSize: 25 });
    expect(orderListQuerySchema.safeParse({ from: '01.12.2026' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ payment: 'bitcoin' }).success).toBe(false);
  });
});
