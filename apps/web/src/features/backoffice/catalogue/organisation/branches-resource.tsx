import {
  branchInputSchema,
  type HoursEntry,
  SLOT_MINUTES_CHOICES,
  type StaffBranch,
  staffBranchSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { BranchApiKeysTab } from '../../fields/branch-api-keys/branch-api-keys-panel.tsx';
import {
  centsOf,
  descriptionField,
  enabledColumn,
  enabledField,
  identifierField,
  imageField,
  imagesField,
  moneyField,
  moneyText,
  nameColumn,
  nameField,
  numberOf,
  numberText,
  positionField,
} from '../../fields/common-fields.tsx';
import { CoordinatesMapField } from '../../fields/coordinates-field.tsx';
import { HoursField } from '../../fields/hours-field.tsx';
import {
  type ImageValue,
  imageIdsOf,
  imageValueOf,
  imageValuesOf,
} from '../../fields/image-field.tsx';
import { defineResource, type FieldDefinition } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';
import {
  type DeliveryAreaRow,
  DeliveryAreasField,
  deliveryAreaRows,
  deliveryAreasBody,
} from './delivery-areas-field.tsx';
import {
  REQUIRED_FLAG_NAMES,
  type RequiredFlags,
  RequiredFlagsField,
} from './required-flags-field.tsx';
import { SlotMaxByTypeField, type SlotMaxByTypeValues } from './slot-max-by-type-field.tsx';
import { StoreLink } from './store-link.tsx';

/** A count as typed for the body: text that is no number goes as typed, so the server names it. */
const countOf = (text: string): number | string | null => {
  const number = numberOf(text);
  return number === null || Number.isFinite(number) ? number : text;
};

const t = de.backofficeCatalogue.branches;
const c = de.backofficeCatalogue.common;

/** The on/off flags of the Bestellarten and Zahlung tabs (spec §3 Branch), in display order. */
const ORDER_TYPE_FLAGS = [
  'isTakeawayEnabled',
  'isDeliveryEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isTableSelectionEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
] as const;
const PAYMENT_FLAGS = [
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
] as const;
type Flag = (typeof ORDER_TYPE_FLAGS)[number] | (typeof PAYMENT_FLAGS)[number];

type BranchValues = {
  name: string;
  identifier: string;
  divisionId: string;
  description: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  latitude: string;
  longitude: string;
  map: null;
  keywords: string;
  tagIds: string[];
  logo: ImageValue | null;
  images: ImageValue[];
  isPublic: boolean;
  isEnabled: boolean;
  position: string;
  openingHours: HoursEntry[];
  closedMessage: string;
  /** Slot capacity (docs/decisions/037-slot-capacity.md). */
  maxOrdersPerSlot: string;
  maxOrdersPerSlotByType: SlotMaxByTypeValues;
  slotMinutes: string;
  /** Reusable packaging (§33 VerpackG, docs/decisions/051): offered, and its deposit in euros as typed. */
  isReusablePackagingOffered: boolean;
  reusablePackagingDeposit: string;
  orderableFrom: string;
  isDeliveryHoursEnabled: boolean;
  deliveryHours: HoursEntry[];
  deliveryAreas: DeliveryAreaRow[];
  requiredFlags: RequiredFlags;
} & Record<Flag, boolean>;

const flagField = (name: Flag, label: string): FieldDefinition<BranchValues> => ({
  name,
  label,
  type: 'checkbox',
  checkboxLabel: label,
});

/** ISO instant ↔ the value of an <input type="datetime-local"> (browser time zone, like the picker). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const pick = <Key extends string>(source: Record<Key, boolean>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Record<Key, boolean>;

/**
 * spec §3 Branch with every field and flag, in the tabs Stammdaten, Öffnungszeiten, Lieferung,
 * Bestellarten, Zahlung, Pflichtfelder, and the front-desk keys (Front-Desk, admins, saved
 * branches only); §7 CRUD branches.
 */
export const branchesResource = defineResource<StaffBranch, BranchValues>({
  name: de.backoffice.entities.branches,
  listPath: backofficePaths.branches.path,
  endpoint: '/api/branches',
  permission: 'catalogue',
  entitySchema: staffBranchSchema,
  formSchema: branchInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  formActions: StoreLink,
  columns: [
    nameColumn((branch) => `${branch.street}, ${branch.zipCode} ${branch.city}`),
    {
      key: 'identifier',
      label: c.identifier,
      sortField: 'identifier',
      isDesktopOnly: true,
      render: (branch) => branch.identifier,
    },
    {
      key: 'isPublic',
      label: t.isPublic,
      render: (branch) => (branch.isPublic ? c.yes : c.no),
    },
    enabledColumn(),
  ],
  sections: [
    {
      key: 'master',
      label: t.tabs.master,
      fields: [
        'name',
        'identifier',
        'divisionId',
        'street',
        'zipCode',
        'city',
        'phone',
        'email',
        'website',
        'description',
        'latitude',
        'longitude',
        'map',
        'keywords',
        'tagIds',
        'logo',
        'images',
        'isPublic',
        'isEnabled',
        'position',
      ],
    },
    {
      key: 'hours',
      label: t.tabs.hours,
      fields: ['openingHours', 'closedMessage', 'orderableFrom'],
    },
    {
      key: 'delivery',
      label: t.tabs.delivery,
      fields: ['deliveryAreas', 'isDeliveryHoursEnabled', 'deliveryHours'],
    },
    {
      key: 'orderTypes',
      label: t.tabs.orderTypes,
      fields: [
        ...ORDER_TYPE_FLAGS,
        'maxOrdersPerSlot',
        'maxOrdersPerSlotByType',
        'slotMinutes',
        'isReusablePackagingOffered',
        'reusablePackagingDeposit',
      ],
    },
    { key: 'payment', label: t.tabs.payment, fields: [...PAYMENT_FLAGS] },
    { key: 'required', label: t.tabs.required, fields: ['requiredFlags'] },
    {
      key: 'apiKeys',
      label: t.tabs.apiKeys,
      fields: [],
      // Front-desk keys are a settings matter (admin); they are made and revoked at once.
      panel: { component: BranchApiKeysTab, permission: 'settings' },
    },
  ],
  fields: [
    nameField(),
    identifierField(),
    {
      name: 'divisionId',
      label: c.division,
      type: 'select',
      optionsFrom: optionsOf('/api/divisions', de.backoffice.entities.divisions),
    },
    { name: 'street', label: t.street, type: 'text', isRequired: true },
    { name: 'zipCode', label: t.zipCode, type: 'text', isRequired: true },
    { name: 'city', label: t.city, type: 'text', isRequired: true },
    { name: 'phone', label: t.phone, type: 'text', inputMode: 'text', placeholder: '+49 …' },
    { name: 'email', label: t.email, type: 'email' },
    { name: 'website', label: t.website, type: 'text', placeholder: 'https://' },
    descriptionField(),
    { name: 'latitude', label: t.latitude, type: 'number' },
    { name: 'longitude', label: t.longitude, type: 'number' },
    {
      name: 'map',
      label: t.coordinates,
      type: 'custom',
      component: CoordinatesMapField,
      isWide: true,
    },
    { name: 'keywords', label: t.keywords, type: 'text', hint: t.keywordsHint, isWide: true },
    {
      name: 'tagIds',
      label: c.tags,
      type: 'multiselect',
      optionsFrom: optionsOf('/api/tags', de.backoffice.entities.tags),
    },
    imageField('logo', t.logo),
    imagesField('images', t.headerImages),
    { name: 'isPublic', label: t.isPublic, type: 'checkbox', checkboxLabel: t.isPublicLabel },
    enabledField(t.isEnabledLabel),
    positionField(),
    {
      name: 'openingHours',
      label: t.openingHours,
      type: 'custom',
      component: HoursField,
      isWide: true,
      isGroup: true,
    },
    { name: 'closedMessage', label: t.closedMessage, type: 'textarea' },
    {
      name: 'maxOrdersPerSlot',
      label: t.maxOrdersPerSlot,
      hint: t.maxOrdersPerSlotHint,
      type: 'number',
      inputMode: 'numeric',
    },
    {
      name: 'maxOrdersPerSlotByType',
      label: t.maxOrdersPerSlotByType,
      hint: t.maxOrdersPerSlotByTypeHint,
      type: 'custom',
      component: SlotMaxByTypeField,
      isWide: true,
      isGroup: true,
    },
    {
      name: 'slotMinutes',
      label: t.slotMinutes,
      type: 'select',
      isRequired: true,
      options: SLOT_MINUTES_CHOICES.map((minutes) => ({
        value: String(minutes),
        label: t.slotMinutesOption(minutes),
      })),
    },
    {
      name: 'isReusablePackagingOffered',
      label: t.isReusablePackagingOffered,
      type: 'checkbox',
      checkboxLabel: t.isReusablePackagingOfferedLabel,
    },
    moneyField('reusablePackagingDeposit', t.reusablePackagingDeposit, {
      hint: t.reusablePackagingDepositHint,
    }),
    {
      name: 'orderableFrom',
      label: t.orderableFrom,
      type: 'datetime-local',
      hint: t.orderableFromHint,
    },
    {
      name: 'deliveryAreas',
      label: t.deliveryAreas,
      type: 'custom',
      component: DeliveryAreasField,
      isWide: true,
      isGroup: true,
    },
    {
      name: 'isDeliveryHoursEnabled',
      label: t.isDeliveryHoursEnabled,
      type: 'checkbox',
      checkboxLabel: t.isDeliveryHoursEnabledLabel,
      isWide: true,
    },
    {
      name: 'deliveryHours',
      label: t.deliveryHours,
      type: 'custom',
      component: HoursField,
      isWide: true,
      isGroup: true,
      isShown: (values) => values.isDeliveryHoursEnabled,
    },
    ...ORDER_TYPE_FLAGS.map((flag) => flagField(flag, t[flag])),
    ...PAYMENT_FLAGS.map((flag) => flagField(flag, t[flag])),
    {
      name: 'requiredFlags',
      label: t.tabs.required,
      type: 'custom',
      component: RequiredFlagsField,
      isWide: true,
    },
  ],
  emptyValues: {
    name: '',
    identifier: '',
    divisionId: '',
    description: '',
    street: '',
    zipCode: '',
    city: '',
    phone: '',
    email: '',
    website: '',
    latitude: '',
    longitude: '',
    map: null,
    keywords: '',
    tagIds: [],
    logo: null,
    images: [],
    isPublic: true,
    isEnabled: true,
    position: '0',
    openingHours: [],
    closedMessage: '',
    maxOrdersPerSlot: '',
    maxOrdersPerSlotByType: { takeaway: '', delivery: '', dineIn: '' },
    slotMinutes: '15',
    isReusablePackagingOffered: false,
    reusablePackagingDeposit: '',
    orderableFrom: '',
    isDeliveryHoursEnabled: false,
    deliveryHours: [],
    deliveryAreas: [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isPreorderEnabled: false,
    isTableSelectionEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    requiredFlags: Object.fromEntries(
      REQUIRED_FLAG_NAMES.map((flag) => [flag, flag === 'isDeliveryAddressRequired']),
    ),
  },
  toValues: (branch) => ({
    name: branch.name,
    identifier: branch.identifier,
    divisionId: branch.divisionId ? String(branch.divisionId) : '',
    description: branch.description ?? '',
    street: branch.street,
    zipCode: branch.zipCode,
    city: branch.city,
    phone: branch.phone ?? '',
    email: branch.email ?? '',
    website: branch.website ?? '',
    latitude: numberText(branch.latitude),
    longitude: numberText(branch.longitude),
    map: null,
    keywords: branch.keywords ?? '',
    tagIds: branch.tags.map((tag) => String(tag.id)),
    logo: imageValueOf(branch.logo),
    images: imageValuesOf(branch.images),
    isPublic: branch.isPublic,
    isEnabled: branch.isEnabled,
    position: String(branch.position),
    openingHours: branch.openingHours,
    closedMessage: branch.closedMessage ?? '',
    maxOrdersPerSlot: numberText(branch.maxOrdersPerSlot),
    maxOrdersPerSlotByType: {
      takeaway: numberText(branch.maxOrdersPerSlotByType.takeaway ?? null),
      delivery: numberText(branch.maxOrdersPerSlotByType.delivery ?? null),
      dineIn: numberText(branch.maxOrdersPerSlotByType.dineIn ?? null),
    },
    slotMinutes: String(branch.slotMinutes),
    isReusablePackagingOffered: branch.isReusablePackagingOffered,
    reusablePackagingDeposit:
      branch.reusablePackagingDeposit > 0 ? moneyText(branch.reusablePackagingDeposit) : '',
    orderableFrom: toLocalInput(branch.orderableFrom),
    isDeliveryHoursEnabled: branch.isDeliveryHoursEnabled,
    deliveryHours: branch.deliveryHours,
    deliveryAreas: deliveryAreaRows(branch.deliveryAreas),
    ...pick(branch, ORDER_TYPE_FLAGS),
    ...pick(branch, PAYMENT_FLAGS),
    requiredFlags: Object.fromEntries(
      REQUIRED_FLAG_NAMES.map((flag) => [flag, branch[flag as keyof StaffBranch] === true]),
    ),
  }),
  toBody: (values) => ({
    name: values.name,
    identifier: values.identifier,
    divisionId: numberOf(values.divisionId),
    description: values.description,
    street: values.street,
    zipCode: values.zipCode,
    city: values.city,
    phone: values.phone,
    email: values.email,
    website: values.website,
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    keywords: values.keywords,
    tagIds: values.tagIds.map(Number),
    logoImageId: imageIdsOf(values.logo)[0] ?? null,
    imageIds: imageIdsOf(values.images),
    isPublic: values.isPublic,
    isEnabled: values.isEnabled,
    position: numberOf(values.position) ?? 0,
    openingHours: values.openingHours,
    closedMessage: values.closedMessage,
    maxOrdersPerSlot: countOf(values.maxOrdersPerSlot),
    maxOrdersPerSlotByType: {
      takeaway: countOf(values.maxOrdersPerSlotByType.takeaway),
      delivery: countOf(values.maxOrdersPerSlotByType.delivery),
      dineIn: countOf(values.maxOrdersPerSlotByType.dineIn),
    },
    slotMinutes: numberOf(values.slotMinutes) ?? 15,
    isReusablePackagingOffered: values.isReusablePackagingOffered,
    // Text that is no amount goes as typed: the server answers "Bitte geben Sie einen Betrag …".
    reusablePackagingDeposit:
      values.reusablePackagingDeposit.trim() === ''
        ? 0
        : (centsOf(values.reusablePackagingDeposit) ?? values.reusablePackagingDeposit),
    orderableFrom: fromLocalInput(values.orderableFrom),
    isDeliveryHoursEnabled: values.isDeliveryHoursEnabled,
    deliveryHours: values.deliveryHours,
    deliveryAreas: deliveryAreasBody(values.deliveryAreas),
    ...pick(values, ORDER_TYPE_FLAGS),
    ...pick(values, PAYMENT_FLAGS),
    ...values.requiredFlags,
  }),
  titleOf: (branch) => branch.name,
});
