import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { Icon } from '../shell/icons.tsx';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import styles from './rich-text-field.module.css';

const t = de.backofficeCatalogue.richText;

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  isReadOnly?: boolean;
};

/**
 * The server keeps alignment as a class (`text-align-center`, content.sanitizer.ts); Tiptap's
 * TextAlign reads the style, so saved HTML gets its style back before it is loaded.
 */
export function alignClassesToStyle(html: string): string {
  return html.replace(
    /<(p|h[1-6]|li)([^>]*?)\sclass="text-align-(left|center|right|justify)"/g,
    (_match, tag: string, before: string, alignment: string) =>
      `<${tag}${before} style="text-align: ${alignment}"`,
  );
}

type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: Tool[][] = [
  [
    {
      key: 'p',
      label: t.paragraph,
      icon: '¶',
      run: (e) => chain(e).setParagraph().run(),
      isActive: (e) => e.isActive('paragraph'),
    },
    {
      key: 'h2',
      label: t.heading2,
      icon: 'H2',
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
      isActive: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      key: 'h3',
      label: t.heading3,
      icon: 'H3',
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      isActive: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    {
      key: 'bold',
      label: t.bold,
      icon: <b>B</b>,
      run: (e) => chain(e).toggleBold().run(),
      isActive: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      label: t.italic,
      icon: <i>I</i>,
      run: (e) => chain(e).toggleItalic().run(),
      isActive: (e) => e.isActive('italic'),
    },
    {
      key: 'underline',
      label: t.underline,
      icon: <u>U</u>,
      run: (e) => chain(e).toggleUnderline().run(),
      isActive: (e) => e.isActive('underline'),
    },
    {
      key: 'strike',
      label: t.strikethrough,
      icon: <s>S</s>,
      run: (e) => chain(e).toggleStrike().run(),
      isActive: (e) => e.isActive('strike'),
    },
  ],
  [
    {
      key: 'left',
      label: t.alignLeft,
      icon: '⇤',
      run: (e) => chain(e).setTextAlign('left').run(),
      isActive: (e) => e.isActive({ textAlign: 'left' }),
    },
    {
      key: 'center',
      label: t.alignCenter,
      icon: '↔',
      run: (e) => chain(e).setTextAlign('center').run(),
      isActive: (e) => e.isActive({ textAlign: 'center' }),
    },
    {
      key: 'right',
      label: t.alignRight,
      icon: '⇥',
      run: (e) => chain(e).setTextAlign('right').run(),
      isActive: (e) => e.isActive({ textAlign: 'right' }),
    },
  ],
  [
    {
      key: 'ol',
      label: t.orderedList,
      icon: '1.',
      run: (e) => chain(e).toggleOrderedList().run(),
      isActive: (e) => e.isActive('orderedList'),
    },
    {
      key: 'ul',
      label: t.bulletList,
      icon: '•',
      run: (e) => chain(e).toggleBulletList().run(),
      isActive: (e) => e.isActive('bulletList'),
    },
    {
      key: 'table',
      label: t.table,
      icon: '▦',
      run: (e) => chain(e).insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run(),
    },
  ],
  [
    { key: 'undo', label: t.undo, icon: '↶', run: (e) => chain(e).undo().run() },
    { key: 'redo', label: t.redo, icon: '↷', run: (e) => chain(e).redo().run() },
  ],
];

/** Addresses a link may have (the server's allow-list keeps the same schemes). */
const LINK_ADDRESS = /^(?:https?:\/\/|mailto:|tel:|\/)/i;

function LinkDialog({
  editor,
  isOpen,
  onClose,
}: {
  editor: Editor;
  isOpen: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (isOpen) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
      setError(null);
    }
  }, [isOpen, editor]);
  // No <form>: the dialog sits inside the page's form, and forms do not nest.
  const apply = () => {
    if (!LINK_ADDRESS.test(href.trim())) {
      setError(t.linkInvalid);
      return;
    }
    chain(editor).extendMarkRange('link').setLink({ href: href.trim() }).run();
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} title={t.link} onClose={onClose}>
      <div>
        <label htmlFor={id}>{t.linkPrompt}</label>
        <input
          id={id}
          value={href}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {error ? <p role="alert">{error}</p> : null}
        <div className={styles.group}>
          <ActionButton type="button" onClick={apply}>
            {t.linkApply}
          </ActionButton>
          <ActionButton type="button" onClick={onClose}>
            {t.linkCancel}
          </ActionButton>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The rich-text editor of the back-office (spec §3 toolbar: heading, alignment, bold, italic,
 * underline, strikethrough, numbered and bulleted lists, table, link, undo, redo, source editing)
 * on Tiptap (ProseMirror). Loaded lazily (rich-text-editor.tsx): Tiptap stays out of every other
 * chunk. The server sanitises the HTML when it is saved (decision 036).
 */
export default function TiptapEditor({
  id,
  label,
  value,
  onChange,
  isReadOnly = false,
}: RichTextEditorProps) {
  const [isSource, setIsSource] = useState(false);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: false },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: alignClassesToStyle(value),
    editable: !isReadOnly,
    immediatelyRender: true,
    // The CSP allows no inline <style> (security-headers.ts): the editor's base rules are in
    // rich-text-field.module.css instead of the sheet Tiptap would inject.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // Outside changes (a loaded page, a restored version, the source view) are written in.
  // Tiptap destroys an editor that is not mounted within a millisecond of its creation: a render
  // React paused (in-app navigation renders in a transition) commits that destroyed instance
  // once, and a new one follows at once. Nothing may be read from the destroyed one.
  useEffect(() => {
    if (!editor || editor.isDestroyed || isSource) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value)
      editor.commands.setContent(alignClassesToStyle(value), { emitUpdate: false });
  }, [editor, value, isSource]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.flat().map((tool) => [
          tool.key,
          current && !current.isDestroyed ? (tool.isActive?.(current) ?? false) : false,
        ]),
      ),
  });

  return (
    <div className={styles.editor} data-rich-text-editor="tiptap">
      <div className={styles.toolbar} role="toolbar" aria-label={`${t.toolbar}: ${label}`}>
        {TOOLS.map((group) => (
          <div key={group[0]?.key} className={styles.group}>
            {group.map((tool) => (
              <button
                key={tool.key}
                type="button"
                className={styles.tool}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.isActive ? (active?.[tool.key] ?? false) : undefined}
                disabled={isSource || isReadOnly}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => tool.run(editor)}
              >
                <span aria-hidden="true">{tool.icon}</span>
              </button>
            ))}
            {group[0]?.key === 'ol' ? (
              <>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={t.link}
                  title={t.link}
                  disabled={isSource || isReadOnly}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => setIsLinkOpen(true)}
                >
                  <Icon name="link" size={16} />
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={t.unlink}
                  title={t.unlink}
                  disabled={isSource || isReadOnly}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => chain(editor).extendMarkRange('link').unsetLink().run()}
                >
                  <Icon name="unlink" size={16} />
                </button>
              </>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className={`${styles.tool} ${styles.source}`}
          aria-pressed={isSource}
          disabled={isReadOnly}
          onClick={() => setIsSource((current) => !current)}
        >
          {isSource ? t.visual : t.source}
        </button>
      </div>
      {isSource ? (
        <textarea
          aria-label={t.sourceLabel(label)}
          className={styles.sourceArea}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <LinkDialog editor={editor} isOpen={isLinkOpen} onClose={() => setIsLinkOpen(false)} />
    </div>
  );
}
