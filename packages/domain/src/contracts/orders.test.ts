import { describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  idempotencyKeySchema,
  type PublicOrder,
  publicOrderResponseSchema,
} from './orders.ts';

const order: PublicOrder = {
  id: 1,
  uid: '0123456789abcdef',
  hash: 'x'.repeat(32),
  ticketNumber: '7',
  paymentMethod: 'cash',
  isDelivery: false,
  isDineIn: false,
  tableIdentifier: null,
  appointmentDate: null,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
  branch: { id: 1 },
  questionnaireRating: null,
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivered: false,
  isPaid: false,
  isRefunded: false,
  isPreorder: false,
  isQuotation: false,
  createdAt: '2026-12-02T11:00:00.000Z',
  deliveryArea: null,
  address: null,
  comment: null,
  currency: 'EUR',
  net: 1168,
  tax: 82,
  gross: 1250,
  deliveryNet: 0,
  deliveryTax: 0,
  deliveryGross: 0,
  totalNet: 1168,
  totalTax: 82,
  totalGross: 1250,
  taxes: [{ rate: 7, net: 1168, tax: 82, gross: 1250 }],
  isPriceApproximate: false,
  donationAmount: 0,
  items: [
    {
      position: 0,
      name: 'Pizza',
      amount: 1,
      unit: 'piece',
      parts: [],
      unitPrice: 1250,
      gross: 1250,
      taxRate: 7,
      calculationModel: 'fixed',
      isPriceHidden: false,
    },
  ],
};

describe('order contracts', () => {
  it('parses the create answer with and without a payment redirect', () => {
    expect(createOrderResponseSchema.parse({ data: { order } })).toEqual({ data: { order } });
    const redirect = { order, paymentRedirectUrl: 'https://pay.example/tr_1' };
    expect(createOrderResponseSchema.parse({ data: redirect }).data.paymentRedirectUrl).toBe(
      redirect.paymentRedirectUrl,
    );
    expect(
      publicOrderResponseSchema.safeParse({ data: { order: { ...order, items: 1 } } }).success,
    ).toBe(false);
  });

  it.each([
    ['6f1c1c1e-8b1d-4f57-9a8e-4bd5d4b7f0a1', true],
    ['a'.repeat(16), true],
    ['a'.repeat(15), false],
    ['a'.repeat(129), false],
    ['with space in it 123', false],
    ['', false],
  ])('idempotency key %j valid: %s', (key, valid) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});
