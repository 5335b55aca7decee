import type { CustomFieldProps } from '../resource/define-resource.ts';
import { useIsFormReadOnly } from '../resource/form-read-only.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * A rich-text form field (the legal texts of the settings, a default page's body): the lazily
 * loaded Tiptap editor with the whole spec §3 toolbar (decision 036). The server sanitises the
 * HTML when it is saved (docs/budgets.md S10).
 */
export function RichTextField({ id, label, value, onChange }: CustomFieldProps) {
  const isReadOnly = useIsFormReadOnly();
  return (
    <RichTextEditor
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      isReadOnly={isReadOnly}
    />
  );
}
