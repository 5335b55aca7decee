import {
  DEFAULT_PRINTER_PORT,
  DEVICE_KINDS,
  type DeviceKind,
  deviceInputSchema,
  PRINT_TRIGGERS,
  PRINTER_TRANSPORTS,
  type PrinterTransport,
  type PrintTrigger,
  type StaffDevice,
  staffDeviceSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { enabledColumn, enabledField, nameField, numberOf } from '../fields/common-fields.tsx';
import { defineResource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { formatDateTime } from '../ui/format.ts';
import { DevicesListActions } from './branch-rules.tsx';
import { DeviceActions } from './device-actions.tsx';

const c = de.backofficeCatalogue.common;
const t = de.backofficeDevices;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);
const isPrinter = (values: DeviceValues) => values.kind === 'receiptPrinter';
const isBridgePrinter = (values: DeviceValues) =>
  isPrinter(values) && values.transport === 'bridge';

type DeviceValues = {
  identifier: string;
  name: string;
  kind: string;
  branchId: string;
  transport: string;
  host: string;
  port: string;
  paperWidth: string;
  copies: string;
  printOn: string;
  kitchenCopy: boolean;
  isEnabled: boolean;
};

/** spec §1 devices, §3 identifier, §7 CRUD devices (docs/decisions/027-devices-and-print-jobs.md). */
export const devicesResource = defineResource<StaffDevice, DeviceValues>({
  name: de.backoffice.entities.devices,
  listPath: backofficePaths.devices.path,
  endpoint: '/api/devices',
  permission: 'devices',
  entitySchema: staffDeviceSchema,
  formSchema: deviceInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  filters: [{ name: 'branchId', label: c.branch, type: 'select', optionsFrom: branchOptions }],
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (device) => device.name,
      secondary: (device) => device.identifier,
    },
    { key: 'kind', label: t.kind, sortField: 'kind', render: (device) => t.kinds[device.kind] },
    {
      key: 'branch',
      label: c.branch,
      isDesktopOnly: true,
      render: (device, lookup) => lookup('branchId', String(device.branch.id)) ?? '',
    },
    {
      key: 'secret',
      label: t.secret,
      isDesktopOnly: true,
      render: (device) => (device.hasSecret ? t.hasSecret : t.noSecret),
    },
    {
      key: 'lastSeenAt',
      label: t.lastSeen,
      sortField: 'lastSeenAt',
      render: (device) => (device.lastSeenAt ? formatDateTime(device.lastSeenAt) : t.never),
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    {
      name: 'identifier',
      label: c.identifier,
      type: 'text',
      isRequired: true,
      hint: t.identifierHint,
    },
    {
      name: 'kind',
      label: t.kind,
      type: 'select',
      isRequired: true,
      options: DEVICE_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] })),
    },
    {
      name: 'branchId',
      label: c.branch,
      type: 'select',
      isRequired: true,
      optionsFrom: branchOptions,
    },
    {
      name: 'transport',
      label: t.transport,
      type: 'select',
      hint: t.transportHint,
      isShown: isPrinter,
      options: PRINTER_TRANSPORTS.map((transport) => ({
        value: transport,
        label: t.transports[transport],
      })),
    },
    { name: 'host', label: t.host, type: 'text', hint: t.hostHint, isShown: isBridgePrinter },
    { name: 'port', label: t.port, type: 'number', isShown: isBridgePrinter },
    {
      name: 'paperWidth',
      label: t.paperWidth,
      type: 'select',
      isShown: isPrinter,
      options: [
        { value: '80', label: t.paperWidths[80] },
        { value: '58', label: t.paperWidths[58] },
      ],
    },
    { name: 'copies', label: t.copies, type: 'number', isShown: isPrinter },
    {
      name: 'printOn',
      label: t.printOn,
      type: 'select',
      isShown: isPrinter,
      options: PRINT_TRIGGERS.map((trigger) => ({ value: trigger, label: t.printOns[trigger] })),
    },
    {
      name: 'kitchenCopy',
      label: t.kitchenCopy,
      type: 'checkbox',
      checkboxLabel: t.kitchenCopyLabel,
      isShown: isPrinter,
    },
    enabledField(),
  ],
  emptyValues: {
    identifier: '',
    name: '',
    kind: 'receiptPrinter',
    branchId: '',
    transport: 'bridge',
    host: '',
    port: String(DEFAULT_PRINTER_PORT),
    paperWidth: '80',
    copies: '1',
    printOn: 'newOrder',
    kitchenCopy: false,
    isEnabled: true,
  },
  toValues: (device) => ({
    identifier: device.identifier,
    name: device.name,
    kind: device.kind,
    branchId: String(device.branch.id),
    transport: device.transport,
    host: device.connection.host ?? '',
    port: String(device.connection.port),
    paperWidth: String(device.paperWidth),
    copies: String(device.copies),
    printOn: device.printOn,
    kitchenCopy: device.kitchenCopy,
    isEnabled: device.isEnabled,
  }),
  toBody: (values) => ({
    identifier: values.identifier,
    name: values.name,
    kind: values.kind as DeviceKind,
    branchId: numberOf(values.branchId),
    transport: values.transport as PrinterTransport,
    connection: {
      host: values.host,
      port: numberOf(values.port) ?? DEFAULT_PRINTER_PORT,
    },
    paperWidth: numberOf(values.paperWidth) ?? 80,
    copies: numberOf(values.copies) ?? 1,
    printOn: values.printOn as PrintTrigger,
    kitchenCopy: values.kitchenCopy,
    isEnabled: values.isEnabled,
  }),
  formActions: DeviceActions,
  listActions: DevicesListActions,
  titleOf: (device) => device.name,
});
