import type { Branch, DeliveryArea, Product, PublicConfig } from '../contracts/entities.ts';
import type { ListedOrder } from '../orders/order-lists.ts';

/**
 * Test factories (not in the package index, so no bundle carries them; tests import
 * `@shop/domain/testing`): complete entities with overridable fields.
 */

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    uid: 'p-1',
    name: 'Pizza Margherita',
    type: 'simple',
    description: 'Tomate, Mozzarella',
    allergens: null,
    images: [],
    price: 1250,
    unit: 'piece',
    alternativeUnits: [],
    calculationModel: 'fixed',
    minimumQuantity: 1,
    maximumQuantity: 99,
    quantityStepSize: 1,
    defaultQuantity: null,
    defaultUnit: null,
    isPriceHidden: false,
    isStepByStep: false,
    tax: 19,
    takeawayTax: 7,
    dineInTax: 19,
    config: { parts: [] },
    bundleItems: [],
    tags: [],
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    isLeadTimeEnabled: false,
    leadTimeType: null,
    leadTimeValue: null,
    ...overrides,
  };
}

export function buildDeliveryArea(overrides: Partial<DeliveryArea> = {}): DeliveryArea {
  return {
    id: 1,
    area: '1010 Innenstadt',
    price: 350,
    tax: 19,
    free: false,
    minimumOrderValue: 1500,
    freeFromOrderValue: 3000,
    postcodes: [],
    ...overrides,
  };
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

export function buildBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    identifier: 'zentrum',
    divisionId: null,
    name: 'Filiale Zentrum',
    description: null,
    street: 'Hauptstraße 1',
    zipCode: '10115',
    city: 'Berlin',
    phone: '+49 30 123456',
    email: 'zentrum@example.com',
    website: null,
    longitude: null,
    latitude: null,
    keywords: null,
    tags: [],
    images: [],
    logo: null,
    isPublic: true,
    isEnabled: true,
    openingHours: weekdays.map((type) => ({ type, isClosed: false, from: '10:00', to: '22:00' })),
    deliveryHours: weekdays.map((type) => ({ type, isClosed: false, from: '11:00', to: '21:00' })),
    isDeliveryHoursEnabled: false,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: false,
    isTableSelectionEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    orderableFrom: null,
    closedMessage: null,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    isDeliveryEmailRequired: false,
    isDineInEmailRequired: false,
    isTakeawayEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDineInPhoneRequired: false,
    isTakeawayPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInAddressRequired: false,
    isTakeawayAddressRequired: false,
    deliveryAreas: [buildDeliveryArea()],
    ...overrides,
  };
}

export function buildConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    title: 'Bestellshop',
    description: '',
    shopName: 'Bestellshop',
    businessName: 'Bestellshop GmbH',
    website: 'https://example.com',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    defaultDeliveryMethod: 'takeaway',
    termsAndConditions: '',
    termsAndConditionsText: '',
    privacyPolicy: '',
    privacyPolicyText: '',
    imprint: '',
    imprintText: '',
    allergens: '',
    allergensText: '',
    enablePluginHomePage: false,
    enablePluginSearch: true,
    enablePluginTags: true,
    enablePluginMapbox: false,
    enablePluginToolbar: true,
    enablePluginPWA: false,
    enablePluginCategoryBar: false,
    enablePluginSMS: false,
    enablePluginDonations: false,
    enablePluginFrontdesk: false,
    enablePluginOrderReviews: true,
    enableCash: true,
    enablePluginATMCard: false,
    enableATMCard: false,
    enablePluginHydroAGVoucher: false,
    enableHydroAGVoucher: false,
    enablePluginMollie: false,
    enableMollie: false,
    enablePluginDatatrans: false,
    enableDatatrans: false,
    disableTickets: false,
    mapboxZoom: 15,
    mapboxPitch: 20,
    mapboxBearing: 0,
    mapStyleUrl: '',
    mapAccessToken: '',
    ...overrides,
  };
}

/** A new cash order placed at `createdAt` (as the list rules read it), nothing decided yet. */
export function buildListedOrder(
  createdAt: Date,
  overrides: Partial<ListedOrder> = {},
): ListedOrder {
  return {
    createdAt,
    appointmentDate: null,
    appointment: null,
    counterAppointment: null,
    counterAppointmentStatus: null,
    isConfirmed: false,
    isInDelivery: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isDelivered: false,
    paymentMethod: 'cash',
    isPaid: false,
    isRefunded: false,
    ...overrides,
  };
}
