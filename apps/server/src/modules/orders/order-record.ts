import { randomBytes } from 'node:crypto';
import {
  type ApiError,
  type CartTotals,
  type DeliveryArea,
  isOnlinePayment,
  MESSAGES,
  type PaymentMethod,
} from '@shop/domain';
import type { NewJob } from '../../platform/jobs/jobs.ts';
import type { OrderPlan } from './order-checkout.ts';
import { notificationJobs } from './orders.jobs.ts';
import type { NewOrder } from './orders.repository.ts';

/** uid: 64 random bits, hex (also Datatrans' refno, ≤ 20 characters); hash: 192 random bits. */
const newUid = () => randomBytes(8).toString('hex');
const newHash = () => randomBytes(24).toString('base64url');

const orEmpty = (value: string) => (value === '' ? null : value);

/** The order's money columns from the domain's cart totals (at checkout and after a line edit). */
export function totalsColumns(totals: CartTotals, area: DeliveryArea | null) {
  return {
    net: totals.net,
    tax: totals.tax,
    gross: totals.gross,
    depositNet: totals.depositNet,
    depositTax: totals.depositTax,
    depositGross: totals.depositGross,
    packagingDeposit: totals.packagingDeposit,
    deliveryNet: totals.deliveryNet,
    deliveryTax: totals.deliveryTax,
    deliveryGross: totals.deliveryGross,
    deliveryTaxRate: area && totals.deliveryGross !== 0 ? area.tax : null,
    totalNet: totals.totalNet,
    totalTax: totals.totalTax,
    totalGross: totals.totalGross,
    taxes: totals.taxes.map((line) => ({ ...line })),
    isPriceApproximate: totals.isApproximate,
  };
}

/** The rows an order plan becomes (order, snapshot lines, stock to take, notification jobs). */
export function newOrderOf(
  plan: OrderPlan,
  meta: { idempotencyKey: string; requestHash: string; now: Date; baseUrl: string; sms: boolean },
): NewOrder {
  const { draft, totals } = plan;
  const paymentMethod: PaymentMethod = draft.paymentMethod;
  const order: NewOrder['order'] = {
    uid: newUid(),
    hash: newHash(),
    branchId: plan.branch.id,
    ticketDay: plan.ticketDay,
    isDelivery: plan.method === 'delivery',
    isDineIn: plan.method === 'dineIn',
    isPreorder: plan.isPreorder,
    isQuotation: plan.isQuotation,
    tableId: plan.tableId,
    tableIdentifier: draft.table,
    deliveryAreaId: plan.area?.id ?? null,
    deliveryAreaName: plan.area?.area ?? null,
    donateeId: draft.donatee,
    name: orEmpty(draft.name),
    firstName: orEmpty(draft.firstName),
    lastName: orEmpty(draft.lastName),
    company: orEmpty(draft.company),
    street: orEmpty(draft.street),
    city: orEmpty(draft.city),
    floor: orEmpty(draft.floor),
    stairway: orEmpty(draft.stairway),
    door: orEmpty(draft.door),
    phone: orEmpty(draft.phone),
    email: orEmpty(draft.email),
    comment: orEmpty(draft.comment),
    paymentMethod,
    legalInstructions: draft.legalInstructions,
    privacyPolicy: draft.privacyPolicy,
    appointmentDate: plan.appointment,
    currency: plan.currency,
    ...totalsColumns(totals, plan.area),
    donationAmount: plan.donationAmount,
    idempotencyKey: meta.idempotencyKey,
    requestHash: meta.requestHash,
    createdAt: meta.now,
    updatedAt: meta.now,
  };
  const items: NewOrder['items'] = plan.lines.map(({ item, price, parts }, position) => ({
    position,
    productId: item.product.id,
    productUid: item.product.uid,
    name: item.product.name,
    product: { ...item.product },
    amount: item.amount,
    unit: item.unit,
    parts,
    calculationModel: price.calculationModel,
    unitPrice: price.unitPrice,
    net: price.net,
    tax: price.tax,
    gross: price.gross,
    taxRate: price.taxRate,
    deposit: price.deposit.gross,
  }));
  // Online payments notify once paid (order-payments.service.ts), offline ones right away.
  const jobs = (orderId: number): NewJob[] =>
    isOnlinePayment(paymentMethod)
      ? []
      : notificationJobs(orderId, {
          baseUrl: meta.baseUrl,
          hasCustomerEmail: order.email !== null,
          sms: meta.sms && order.phone !== null,
        });
  return { order, items, stock: plan.stock, jobs, now: meta.now };
}

/** The German field errors when stock ran out while the order was being stored. */
export function soldOutErrors(plan: OrderPlan, productIds: number[]): ApiError[] {
  return plan.draft.items.flatMap((line, index) =>
    productIds.includes(line.product)
      ? [
          {
            code: 'productSoldOut',
            field: `items.${index}.product`,
            message: MESSAGES.productSoldOut,
          },
        ]
      : [],
  );
}
