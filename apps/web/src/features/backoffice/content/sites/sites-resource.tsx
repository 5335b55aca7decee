import { type StaffSite, siteInputSchema, staffSiteSchema } from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { EnabledBadge } from '../../fields/common-fields.tsx';
import { RichTextField } from '../../fields/rich-text-field.tsx';
import { defineResource } from '../../resource/define-resource.ts';
import { SectionsField } from './sections-field.tsx';
import { SitePreviewButton } from './site-preview.tsx';
import { SiteVersions } from './site-versions.tsx';

const t = de.backofficeContent;

type SiteValues = {
  title: string;
  path: string;
  type: string;
  isPublic: boolean;
  body: string;
  sections: readonly unknown[];
  /** The version the edit is based on (decision 029: a stale save gets a 409). */
  version: string;
};

/** The request body of a save, and of the preview (decision 048). */
function toSiteBody(values: SiteValues) {
  return {
    title: values.title,
    path: values.path,
    type: values.type,
    isPublic: values.isPublic,
    content: { body: values.type === 'custom_site' ? values.sections : values.body },
    ...(values.version === '' ? {} : { version: Number(values.version) }),
  };
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/** spec §3 Site/page, §7 CRUD sites (area `content`): page list and editor. */
export const sitesResource = defineResource<StaffSite, SiteValues>({
  name: de.backoffice.entities.sites,
  listPath: backofficePaths.sites.path,
  endpoint: '/api/sites',
  permission: 'content',
  entitySchema: staffSiteSchema,
  formSchema: siteInputSchema,
  isSearchable: true,
  defaultSort: 'path',
  columns: [
    {
      key: 'path',
      label: t.path,
      sortField: 'path',
      isPrimary: true,
      render: (site) => `/${site.path}`,
      secondary: (site) => site.title,
    },
    { key: 'type', label: t.type, render: (site) => t.types[site.type] },
    {
      key: 'isPublic',
      label: t.status,
      sortField: 'isPublic',
      render: (site) => (
        <EnabledBadge isEnabled={site.isPublic} label={site.isPublic ? t.isPublic : t.draft} />
      ),
    },
    {
      key: 'updatedAt',
      label: t.lastChange,
      sortField: 'updatedAt',
      render: (site) => dateTime.format(new Date(site.updatedAt)),
    },
  ],
  fields: [
    { name: 'title', label: t.title, type: 'text', isRequired: true },
    { name: 'path', label: t.path, type: 'text', hint: t.pathHint },
    {
      name: 'type',
      label: t.type,
      type: 'select',
      options: [
        { value: 'default', label: t.types.default },
        { value: 'custom_site', label: t.types.custom_site },
      ],
    },
    { name: 'isPublic', label: t.isPublic, type: 'checkbox', checkboxLabel: t.publicLabel },
    {
      name: 'body',
      label: t.body,
      type: 'custom',
      component: RichTextField,
      hint: t.bodyHint,
      isWide: true,
      isShown: (values) => values.type === 'default',
    },
    {
      name: 'sections',
      label: t.sections,
      type: 'custom',
      component: SectionsField,
      isWide: true,
      isShown: (values) => values.type === 'custom_site',
    },
  ],
  emptyValues: {
    title: '',
    path: '',
    type: 'default',
    isPublic: false,
    body: '',
    sections: [],
    version: '',
  },
  toValues: (site) => ({
    title: site.title,
    path: site.path,
    type: site.type,
    isPublic: site.isPublic,
    body: typeof site.content.body === 'string' ? site.content.body : '',
    sections: Array.isArray(site.content.body) ? site.content.body : [],
    version: String(site.version),
  }),
  toBody: toSiteBody,
  titleOf: (site) => site.title,
  formActions: SiteVersions,
  formTools: ({ values }) => <SitePreviewButton body={toSiteBody(values)} />,
});
