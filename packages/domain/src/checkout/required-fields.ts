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
