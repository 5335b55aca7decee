import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../contracts/enums.ts';
import { buildBranch, buildConfig } from '../testing/factories.ts';
import {
  chosenPaymentMethod,
  defaultPaymentMethod,
  isOfflineChannel,
  isOnlinePayment,
  offeredPaymentMethods,
} from './payment-methods.ts';
import { filterTypedPhone, isValidPhone, normalisePhone, phoneFormatMessage } from './phone.ts';
import { errorStillApplies, requiredFields } from './required-fields.ts';

describe('phone (spec §5)', () => {
  it.each([
    ['+49 (30) 123-456', '+49 30 123456'],
    ['0049 30 12', '0049 30 12'],
    ['abc', ''],
  ])('typing %j keeps %j', (input, expected) => {
    expect(filterTypedPhone(input)).toBe(expected);
  });

  it.each([
    ['+49 30 123456', '+4930123456', true],
    ['0049 30 123456', '+4930123456', true],
    ['030 123456', '030123456', false],
    ['00', '+', false],
    ['', '', false],
    ['+43 (664) 12-34', '+436641234', true],
    ['49+30', '49+30', false],
  ])('normalises %j to %j (valid %s)', (input, normalised, valid) => {
    expect(normalisePhone(input)).toBe(normalised);
    expect(isValidPhone(normalisePhone(input))).toBe(valid);
  });

  it('words the format message', () => {
    expect(phoneFormatMessage()).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +49 170 1234567 an.',
    );
    expect(phoneFormatMessage('+43 664 1234567')).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.',
    );
  });
});

describe('requiredFields (spec §5)', () => {
  it.each([
    [
      'takeaway, no flags',
      {},
      'takeaway',
      {
        firstName: true,
        lastName: true,
        email: false,
        phone: false,
        street: false,
        city: false,
        deliveryArea: false,
        table: false,
        isContactHidden: false,
        isAddressShown: false,
        isAppointmentAsked: true,
      },
    ],
    [
      'delivery always needs the address and area',
      {},
      'delivery',
      { street: true, city: true, deliveryArea: true, isAddressShown: true },
    ],
    [
      'delivery flags',
      { isDeliveryEmailRequired: true, isDeliveryPhoneRequired: true },
      'delivery',
      { email: true, phone: true },
    ],
    [
      'takeaway flags',
      { isTakeawayEmailRequired: true, isTakeawayAddressRequired: true },
      'takeaway',
      { email: true, street: true, city: true, deliveryArea: false, isAddressShown: true },
    ],
    [
      'dine-in flags; without table selection the appointment is asked',
      { isDineInPhoneRequired: true, isDineInAddressRequired: true },
      'dineIn',
      { phone: true, street: true, isAppointmentAsked: true },
    ],
    [
      'dine-in with table selection hides the contact',
      { isTableSelectionEnabled: true },
      'dineIn',
      {
        table: true,
        isContactHidden: true,
        firstName: false,
        lastName: false,
        isAppointmentAsked: false,
      },
    ],
    [
      'unless email is required',
      { isTableSelectionEnabled: true, isDineInEmailRequired: true },
      'dineIn',
      {
        table: true,
        isContactHidden: false,
        firstName: true,
        email: true,
        isAppointmentAsked: false,
      },
    ],
    [
      'or phone is required',
      { isTableSelectionEnabled: true, isDineInPhoneRequired: true },
      'dineIn',
      { isContactHidden: false, phone: true },
    ],
    [
      'table selection does not matter for takeaway',
      { isTableSelectionEnabled: true },
      'takeaway',
      { table: false, isContactHidden: false, isAppointmentAsked: true },
    ],
  ] as const)('%s', (_name, flags, method, expected) => {
    expect(requiredFields(buildBranch(flags), method)).toMatchObject(expected);
  });
});

describe('payment methods (spec §3 config flags, §4 default)', () => {
  const everything = buildConfig({
    enablePluginATMCard: true,
    enableATMCard: true,
    enablePluginHydroAGVoucher: true,
    enableHydroAGVoucher: true,
    enablePluginMollie: true,
    enableMollie: true,
    enablePluginDatatrans: true,
    enableDatatrans: true,
  });
  const allBranch = buildBranch({
    isATMCardEnabled: true,
    isHydroAGVoucherEnabled: true,
    isMollieEnabled: true,
    isDatatransEnabled: true,
  });

  it.each([
    [
      'everything on',
      allBranch,
      everything,
      ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'],
    ],
    [
      'plugin off',
      allBranch,
      { ...everything, enablePluginMollie: false },
      ['cash', 'atm-card', 'hydro-ag-voucher', 'datatrans'],
    ],
    [
      'switch off',
      allBranch,
      { ...everything, enableATMCard: false },
      ['cash', 'hydro-ag-voucher', 'mollie', 'datatrans'],
    ],
    [
      'branch off',
      { ...allBranch, isCashEnabled: false, isDatatransEnabled: false },
      everything,
      ['atm-card', 'hydro-ag-voucher', 'mollie'],
    ],
    ['nothing', buildBranch({ isCashEnabled: false }), buildConfig(), []],
  ])('%s', (_name, branch, config, expected) => {
    expect(offeredPaymentMethods(branch, config)).toEqual(expected);
  });

  it('defaults to cash if allowed, otherwise datatrans', () => {
    expect(defaultPaymentMethod(allBranch, everything)).toBe('cash');
    expect(defaultPaymentMethod({ ...allBranch, isCashEnabled: false }, everything)).toBe(
      'datatrans',
    );
    expect(defaultPaymentMethod(allBranch, { ...everything, enableCash: false })).toBe('datatrans');
  });

  it.each([
    ['a chosen method that is offered stays', 'mollie', allBranch, everything, 'mollie'],
    [
      'a method no longer offered falls back to cash',
      'mollie',
      allBranch,
      { ...everything, enableMollie: false },
      'cash',
    ],
    [
      'without cash the default is datatrans',
      'cash',
      { ...allBranch, isCashEnabled: false },
      everything,
      'datatrans',
    ],
    ['nothing chosen yet gives the default', null, allBranch, everything, 'cash'],
  ] as const)('chosenPaymentMethod: %s', (_name, chosen, branch, config, expected) => {
    expect(chosenPaymentMethod(chosen, branch, config)).toBe(expected);
  });

  // spec §2 self-service: the kiosk has no external links, so it pays at the counter or by card
  // at the door (docs/decisions/031-installable-app-and-kiosk.md).
  it.each([
    [
      'every method on: no online payment',
      allBranch,
      everything,
      ['cash', 'atm-card', 'hydro-ag-voucher'],
    ],
    [
      'only online payments: nothing',
      {
        ...allBranch,
        isCashEnabled: false,
        isATMCardEnabled: false,
        isHydroAGVoucherEnabled: false,
      },
      everything,
      [],
    ],
  ] as const)('self-service offers: %s', (_name, branch, config, expected) => {
    expect(offeredPaymentMethods(branch, config, 'selfService')).toEqual(expected);
  });

  it.each([
    ['a chosen online method falls back to cash', 'mollie', allBranch, 'cash'],
    [
      'without cash the card at the door',
      'datatrans',
      { ...allBranch, isCashEnabled: false },
      'atm-card',
    ],
    ['a chosen card stays', 'atm-card', allBranch, 'atm-card'],
  ] as const)('self-service chosenPaymentMethod: %s', (_name, chosen, branch, expected) => {
    expect(chosenPaymentMethod(chosen, branch, everything, 'selfService')).toBe(expected);
  });

  // A phone order (docs/decisions/049-phone-orders.md): the caller pays cash or by card at the
  // door, never online; the web keeps every offered method.
  it.each([
    [
      'web, every method on',
      'web',
      allBranch,
      ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'],
    ],
    [
      'phone, every method on: offline only',
      'phone',
      allBranch,
      ['cash', 'atm-card', 'hydro-ag-voucher'],
    ],
    [
      'phone, no cash: the card at the door',
      'phone',
      { ...allBranch, isCashEnabled: false, isHydroAGVoucherEnabled: false },
      ['atm-card'],
    ],
    [
      'phone, only online payments: nothing',
      'phone',
      {
        ...allBranch,
        isCashEnabled: false,
        isATMCardEnabled: false,
        isHydroAGVoucherEnabled: false,
      },
      [],
    ],
  ] as const)('offers per channel: %s', (_name, channel, branch, expected) => {
    expect(offeredPaymentMethods(branch, everything, channel)).toEqual(expected);
  });

  it.each([
    ['a chosen online method falls back to cash', 'datatrans', allBranch, 'cash'],
    [
      'without cash the card at the door',
      'mollie',
      { ...allBranch, isCashEnabled: false },
      'atm-card',
    ],
    ['a chosen card stays', 'atm-card', allBranch, 'atm-card'],
    ['nothing chosen yet gives cash', null, allBranch, 'cash'],
  ] as const)('phone chosenPaymentMethod: %s', (_name, chosen, branch, expected) => {
    expect(chosenPaymentMethod(chosen, branch, everything, 'phone')).toBe(expected);
  });

  it.each([
    ['web', false],
    ['selfService', true],
    ['phone', true],
  ] as const)('channel %s is offline: %s', (channel, expected) => {
    expect(isOfflineChannel(channel)).toBe(expected);
  });

  it('knows the online payments', () => {
    expect(PAYMENT_METHODS.map((m) => isOnlinePayment(m))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('errorStillApplies after switching the order type (docs/decisions/016)', () => {
  const takeaway = requiredFields(buildBranch({}), 'takeaway');
  const delivery = requiredFields(buildBranch({}), 'delivery');
  const table = requiredFields(buildBranch({ isTableSelectionEnabled: true }), 'dineIn');
  it.each([
    ['street blank, now takeaway', { code: 'notBlank', field: 'street' }, takeaway, false],
    ['street blank, still delivery', { code: 'notBlank', field: 'street' }, delivery, true],
    [
      'postcode outside the area, now takeaway',
      { code: 'postcodeOutsideArea', field: 'city' },
      takeaway,
      false,
    ],
    ['delivery area, now takeaway', { code: 'notBlank', field: 'deliveryArea' }, takeaway, false],
    ['floor too long, now takeaway', { code: 'tooLong', field: 'floor' }, takeaway, false],
    ['first name blank at a table', { code: 'notBlank', field: 'firstName' }, table, false],
    ['first name blank, now takeaway', { code: 'notBlank', field: 'firstName' }, takeaway, true],
    ['email format, now takeaway', { code: 'invalidEmail', field: 'email' }, takeaway, true],
    [
      'email blank, not required for takeaway',
      { code: 'notBlank', field: 'email' },
      takeaway,
      false,
    ],
    ['table blank, now takeaway', { code: 'notBlank', field: 'table' }, takeaway, false],
    ['table blank, at a table', { code: 'notBlank', field: 'table' }, table, true],
    [
      'appointment at a table',
      { code: 'appointmentClosed', field: 'appointmentDate' },
      table,
      false,
    ],
    [
      'appointment, takeaway',
      { code: 'appointmentClosed', field: 'appointmentDate' },
      takeaway,
      true,
    ],
    ['the order type itself', { code: 'invalidChoice', field: 'isDelivery' }, takeaway, false],
    ['terms not accepted', { code: 'notBlank', field: 'legalInstructions' }, takeaway, true],
    ['a line', { code: 'productSoldOut', field: 'items.0' }, takeaway, true],
    ['minimum order', { code: 'minimumOrderNotReached' }, takeaway, false],
    ['closed', { code: 'closed' }, takeaway, false],
    ['unknown error', { code: 'unknown' }, takeaway, true],
  ])('%s', (_name, error, required, expected) => {
    expect(errorStillApplies(error, required)).toBe(expected);
  });
});
