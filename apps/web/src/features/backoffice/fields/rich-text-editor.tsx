import { lazy, Suspense } from 'react';
import { de } from '../../../i18n/de.ts';
import type { RichTextEditorProps } from './tiptap-editor.tsx';

/** Tiptap in its own back-office chunk, loaded when a rich-text field shows (decision 036). */
const TiptapEditor = lazy(() => import('./tiptap-editor.tsx'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p aria-busy="true">{de.backofficeCatalogue.richText.loading}</p>}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
