import {
  formatResolution,
  type StaffSignageDevice,
  signageDeviceInputSchema,
  staffSignageDeviceSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { enabledColumn, enabledField, nameField, numberOf } from '../fields/common-fields.tsx';
import { defineResource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { formatDateTime } from '../ui/format.ts';
import { TvActions } from './tv-actions.tsx';

const t = de.backofficeSignage;
const c = de.backofficeCatalogue.common;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);
const streamOptions = optionsOf(
  '/api/digital-signage-streams',
  de.backoffice.entities.signageStreams,
);

type TvValues = {
  identifier: string;
  name: string;
  branchId: string;
  streamId: string;
  isEnabled: boolean;
};

/** spec §7 CRUD digital-signage-devices, "TV" (docs/decisions/033-digital-signage.md). */
export const tvsResource = defineResource<StaffSignageDevice, TvValues>({
  name: de.backoffice.entities.signageDevices,
  listPath: backofficePaths.signageDevices.path,
  endpoint: '/api/digital-signage-devices',
  permission: 'signage',
  entitySchema: staffSignageDeviceSchema,
  formSchema: signageDeviceInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  filters: [{ name: 'streamId', label: t.stream, type: 'select', optionsFrom: streamOptions }],
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (tv) => tv.name,
      secondary: (tv) => tv.identifier,
    },
    {
      key: 'stream',
      label: t.stream,
      render: (tv, lookup) =>
        tv.stream ? (lookup('streamId', String(tv.stream.id)) ?? '') : t.noStream,
    },
    {
      key: 'secret',
      label: t.secret,
      isDesktopOnly: true,
      render: (tv) => (tv.hasSecret ? t.hasSecret : t.noSecret),
    },
    {
      key: 'lastSeenAt',
      label: t.lastSeen,
      sortField: 'lastSeenAt',
      isDesktopOnly: true,
      render: (tv) => (tv.lastSeenAt ? formatDateTime(tv.lastSeenAt) : t.never),
    },
    // What the TV last reported (docs/decisions/055-signage-pairing-media-offline.md): the
    // segment it plays, its resolution under it, so the table keeps its width.
    {
      key: 'playingSegment',
      label: t.playing,
      isDesktopOnly: true,
      render: (tv) => tv.playingSegment?.name || t.nothingPlaying,
      secondary: (tv) =>
        tv.screen
          ? `${t.resolution}: ${formatResolution(tv.screen.width, tv.screen.height)}`
          : null,
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
      name: 'streamId',
      label: t.stream,
      type: 'select',
      optionsFrom: streamOptions,
    },
    {
      name: 'branchId',
      label: t.branch,
      type: 'select',
      optionsFrom: branchOptions,
      hint: t.branchHint,
    },
    enabledField(),
  ],
  emptyValues: { identifier: '', name: '', branchId: '', streamId: '', isEnabled: true },
  toValues: (tv) => ({
    identifier: tv.identifier,
    name: tv.name,
    branchId: tv.branch ? String(tv.branch.id) : '',
    streamId: tv.stream ? String(tv.stream.id) : '',
    isEnabled: tv.isEnabled,
  }),
  toBody: (values) => ({
    identifier: values.identifier,
    name: values.name,
    branchId: numberOf(values.branchId),
    streamId: numberOf(values.streamId),
    isEnabled: values.isEnabled,
  }),
  formActions: TvActions,
  titleOf: (tv) => tv.name,
});
