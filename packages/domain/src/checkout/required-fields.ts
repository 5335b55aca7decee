import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';

type FlagBranch = Pick<
  Branch,
  | 'isTableSelectionEnabled'
  | 'isDeliveryEmailRequired'
  | 'isDineInEmailRequired'
  | 'isTakeawayEmailRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDineInPhoneRequired'
  | 'isTakeawayPhoneRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInAddressRequired'
  | 'isTakeawayAddressRequired'
>;

/** Which checkout fields are required, and which sections show, for an order type (spec §2, §5). */
export type RequiredFields = {
  readonly firstName: boolean;
  readonly lastName: boolean;
  readonly email: boolean;
  readonly phone: boolean;
  readonly street: boolean;
  readonly city: boolean;
  readonly deliveryArea: boolean;
  readonly table: boolean;
  /** spec §5: hidden for dine-in with table selection unless email or phone is required. */
  readonly isContactHidden: boolean;
  /** spec §2: the address section shows for delivery or when the address is required. */
  readonly isAddressShown: boolean;
  /**
   * Whether the checkout asks for a desired appointment: not for dine-in at a table (ours,
   * docs/decisions/016: the guest sits at the table now; an appointment sent anyway is dropped).
   */
  readonly isAppointmentAsked: boolean;
};

function flagsFor(branch: FlagBranch, method: DeliveryMethod) {
  if (method === 'delivery') {
    const { isDeliveryEmailRequired, isDeliveryPhoneRequired, isDeliveryAddressRequired } = branch;
    return {
      email: isDeliveryEmailRequired,
      phone: isDeliveryPhoneRequired,
      address: isDeliveryAddressRequired,
    };
  }
  if (method === 'dineIn') {
    const { isDineInEmailRequired, isDineInPhoneRequired, isDineInAddressRequired } = branch;
    return {
      email: isDineInEmailRequired,
      phone: isDineInPhoneRequired,
      address: isDineInAddressRequired,
    };
  }
  const { isTakeawayEmailRequired, isTakeawayPhoneRequired, isTakeawayAddressRequired } = branch;
  return {
    email: isTakeawayEmailRequired,
    phone: isTakeawayPhoneRequired,
    address: isTakeawayAddressRequired,
  };
}

/**
 * spec §5: email, phone and address per the branch flags of the order type; first and last name
 * always (unless the contact section is hidden, ours); street, city and delivery area in delivery
 * mode; the table for dine-in with table selection.
 */
export function requiredFields(branch: FlagBranch, method: DeliveryMethod): RequiredFields {
  const flags = flagsFor(branch, method);
  const isTableDineIn = method === 'dineIn' && branch.isTableSelectionEnabled;
  const isContactHidden = isTableDineIn && !flags.email && !flags.phone;
  const isAddressRequired = method === 'delivery' || flags.address;
  return {
    firstName: !isContactHidden,
    lastName: !isContactHidden,
    email: flags.email,
    phone: flags.phone,
    street: isAddressRequired,
    city: isAddressRequired,
    deliveryArea: method === 'delivery',
    table: isTableDineIn,
    isContactHidden,
    isAddressShown: isAddressRequired,
    isAppointmentAsked: !isTableDineIn,
  };
}

/** An error of the last submit, as the checkout lists it (spec §8 Checkout). */
type CheckoutError = { readonly code: string; readonly field?: string | undefined };

const CONTACT_FIELDS = new Set(['firstName', 'lastName', 'email', 'phone']);
const ADDRESS_FIELDS = new Set(['street', 'city', 'floor', 'stairway', 'door']);
/** Blockers the form shows itself for the new order type (checkoutBlocker). */
const ORDER_TYPE_CODES = new Set(['closed', 'minimumOrderNotReached', 'deliveryMethodUnavailable']);

/**
 * After the customer switched the order type (ours, docs/decisions/016): whether an error of the
 * last submit still applies to the form of the new type. Errors of fields the form no longer
 * asks for go, 'not blank' of fields no longer required goes, and so do the order type's own
 * blockers; everything else (legal checkboxes, lines, comment) stays until the next submit.
 */
export function errorStillApplies(error: CheckoutError, required: RequiredFields): boolean {
  const { field, code } = error;
  if (field === undefined) return !ORDER_TYPE_CODES.has(code);
  if (field === 'isDelivery') return false;
  const isRequired = (required as Readonly<Record<string, boolean>>)[field] ?? true;
  if (code === 'notBlank' && !isRequired) return false;
  if (CONTACT_FIELDS.has(field)) return !required.isContactHidden;
  if (ADDRESS_FIELDS.has(field)) return required.isAddressShown;
  if (field === 'deliveryArea') return required.deliveryArea;
  if (field === 'table') return required.table;
  if (field === 'appointmentDate') return required.isAppointmentAsked;
  return true;
}
