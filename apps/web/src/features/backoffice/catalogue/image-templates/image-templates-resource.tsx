import {
  type ImageTemplateInput,
  imageTemplateInputSchema,
  type StaffImageTemplate,
  staffImageTemplateSchema,
} from '@shop/domain';
import { useParams } from 'react-router';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { nameField, numberOf } from '../../fields/common-fields.tsx';
import {
  type CustomFieldProps,
  defineResource,
  type FormValues,
} from '../../resource/define-resource.ts';
import { type LayerValue, TemplateLayersField } from './template-layers-field.tsx';

const t = de.backofficeCatalogue.imageTemplates;
const c = de.backofficeCatalogue.common;

type TemplateValues = {
  identifier: string;
  name: string;
  width: string;
  height: string;
  backgroundColor: string;
  layers: LayerValue[];
};

/** The API body of the form's values (also what the live preview renders). */
export function templateBodyOf(values: FormValues): ImageTemplateInput {
  return {
    identifier: String(values.identifier ?? ''),
    name: String(values.name ?? ''),
    width: numberOf(values.width) as number,
    height: numberOf(values.height) as number,
    backgroundColor: String(values.backgroundColor ?? '').trim() || null,
    layers: (Array.isArray(values.layers) ? values.layers : []) as ImageTemplateInput['layers'],
  };
}

function LayersField(props: CustomFieldProps) {
  const { id } = useParams();
  const templateId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return <TemplateLayersField {...props} previewBody={templateBodyOf} templateId={templateId} />;
}

/**
 * spec §7 CRUD image-templates ("Bildvorlagen"; docs/decisions/039-image-templates-and-fonts.md):
 * a size, a background and the layers, edited with the server's live preview.
 */
export const imageTemplatesResource = defineResource<StaffImageTemplate, TemplateValues>({
  name: de.backoffice.entities.imageTemplates,
  listPath: backofficePaths.imageTemplates.path,
  endpoint: '/api/image-templates',
  permission: 'catalogue',
  entitySchema: staffImageTemplateSchema,
  formSchema: imageTemplateInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (template) => template.name,
      secondary: (template) => template.identifier,
    },
    {
      key: 'size',
      label: t.size,
      render: (template) => t.sizeValue(template.width, template.height),
    },
    {
      key: 'layers',
      label: t.layers,
      render: (template) => String(template.layers.length),
    },
  ],
  fields: [
    nameField(),
    { name: 'identifier', label: c.identifier, type: 'text', isRequired: true },
    { name: 'width', label: t.width, type: 'number', isRequired: true, inputMode: 'numeric' },
    { name: 'height', label: t.height, type: 'number', isRequired: true, inputMode: 'numeric' },
    { name: 'backgroundColor', label: t.backgroundColor, type: 'text', hint: t.backgroundHint },
    {
      name: 'layers',
      label: t.layers,
      type: 'custom',
      component: LayersField,
      isGroup: true,
      isWide: true,
    },
  ],
  emptyValues: {
    identifier: '',
    name: '',
    width: '1920',
    height: '1080',
    backgroundColor: '#ffffff',
    layers: [],
  },
  toValues: (template) => ({
    identifier: template.identifier,
    name: template.name,
    width: String(template.width),
    height: String(template.height),
    backgroundColor: template.backgroundColor ?? '',
    layers: template.layers as LayerValue[],
  }),
  toBody: (values) => templateBodyOf(values),
  titleOf: (template) => template.name,
});
