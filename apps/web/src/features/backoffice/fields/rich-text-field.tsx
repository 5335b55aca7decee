import { type ReactNode, useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { useIsFormReadOnly } from '../resource/form-read-only.ts';
import { Icon } from '../shell/icons.tsx';
import styles from './rich-text-field.module.css';

const t = de.backofficeCatalogue.richText;

type Command = {
  key: string;
  label: string;
  icon: ReactNode;
  run: (editor: HTMLElement) => void;
};

const exec = (command: string, value?: string) => () => {
  document.execCommand(command, false, value);
};

/** A 2 × 2 table with a header row (spec §3 rich-text toolbar "table"). */
const TABLE_HTML =
  '<table><thead><tr><th>&nbsp;</th><th>&nbsp;</th></tr></thead><tbody><tr><td>&nbsp;</td><td>&nbsp;</td></tr></tbody></table><p></p>';

const COMMANDS: Command[][] = [
  [
    { key: 'p', label: t.paragraph, icon: '¶', run: exec('formatBlock', 'p') },
    { key: 'h2', label: t.heading2, icon: 'H2', run: exec('formatBlock', 'h2') },
    { key: 'h3', label: t.heading3, icon: 'H3', run: exec('formatBlock', 'h3') },
  ],
  [
    { key: 'bold', label: t.bold, icon: <b>B</b>, run: exec('bold') },
    { key: 'italic', label: t.italic, icon: <i>I</i>, run: exec('italic') },
    { key: 'underline', label: t.underline, icon: <u>U</u>, run: exec('underline') },
    { key: 'strike', label: t.strikethrough, icon: <s>S</s>, run: exec('strikeThrough') },
  ],
  [
    { key: 'left', label: t.alignLeft, icon: '⇤', run: exec('justifyLeft') },
    { key: 'center', label: t.alignCenter, icon: '↔', run: exec('justifyCenter') },
    { key: 'right', label: t.alignRight, icon: '⇥', run: exec('justifyRight') },
  ],
  [
    { key: 'ol', label: t.orderedList, icon: '1.', run: exec('insertOrderedList') },
    { key: 'ul', label: t.bulletList, icon: '•', run: exec('insertUnorderedList') },
    { key: 'table', label: t.table, icon: '▦', run: exec('insertHTML', TABLE_HTML) },
    {
      key: 'link',
      label: t.link,
      icon: <Icon name="link" size={16} />,
      run: () => {
        const url = window.prompt(t.linkPrompt, 'https://');
        if (url && (/^https?:\/\//.test(url) || url.startsWith('/'))) {
          document.execCommand('createLink', false, url);
        }
      },
    },
    { key: 'unlink', label: t.unlink, icon: <Icon name="unlink" size={16} />, run: exec('unlink') },
  ],
  [
    { key: 'undo', label: t.undo, icon: '↶', run: exec('undo') },
    { key: 'redo', label: t.redo, icon: '↷', run: exec('redo') },
  ],
];

/**
 * New lines and aligned blocks become <p> instead of Chromium's <div> (the server keeps no div,
 * and with it would go the alignment and the line break).
 */
const writeParagraphs = () => {
  document.execCommand('defaultParagraphSeparator', false, 'p');
};

/** The browser's editing commands write <b>, <i>, <strike>; the server keeps <strong>, <em>, <s>. */
const TAG_NAMES: Record<string, string> = { b: 'strong', i: 'em', strike: 's' };
export function normaliseEditorHtml(html: string): string {
  return html.replace(
    /<(\/?)(b|i|strike)(?=[\s>])/gi,
    (_match, slash: string, tag: string) => `<${slash}${TAG_NAMES[tag.toLowerCase()] ?? tag}`,
  );
}

/**
 * A small rich-text editor for the legal texts (spec §3 toolbar: heading, alignment, bold,
 * italic, underline, strikethrough, numbered and bulleted lists, table, link, undo, redo, source
 * editing) on contenteditable and the browser's editing commands — no library in the back-office
 * chunk. The server sanitises the HTML when it is saved (docs/budgets.md S10).
 */
export function RichTextField({ id, label, value, control, onChange }: CustomFieldProps) {
  const html = typeof value === 'string' ? value : '';
  const editorRef = useRef<HTMLDivElement>(null);
  const [isSource, setIsSource] = useState(false);
  const isReadOnly = useIsFormReadOnly();

  // The editor owns its DOM while typing; outside changes (load, source mode) are written in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving source mode remounts the editor
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && normaliseEditorHtml(editor.innerHTML) !== html) editor.innerHTML = html;
  }, [html, isSource]);

  const run = (command: Command) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    writeParagraphs();
    command.run(editor);
    onChange(normaliseEditorHtml(editor.innerHTML));
  };

  return (
    <div className={styles.editor}>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={`${t.toolbar}: ${label}`}
        aria-controls={id}
      >
        {COMMANDS.map((group) => (
          <div key={group[0]?.key} className={styles.group}>
            {group.map((command) => (
              <button
                key={command.key}
                type="button"
                className={styles.tool}
                aria-label={command.label}
                title={command.label}
                disabled={isSource}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              >
                <span aria-hidden="true">{command.icon}</span>
              </button>
            ))}
          </div>
        ))}
        <button
          type="button"
          className={`${styles.tool} ${styles.source}`}
          aria-pressed={isSource}
          onClick={() => setIsSource((current) => !current)}
        >
          {isSource ? t.visual : t.source}
        </button>
      </div>
      {isSource ? (
        <textarea
          {...control}
          aria-label={t.sourceLabel(label)}
          className={styles.sourceArea}
          value={html}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element
        <div
          {...control}
          id={id}
          ref={editorRef}
          className={styles.content}
          contentEditable={!isReadOnly}
          role="textbox"
          aria-multiline="true"
          aria-readonly={isReadOnly || undefined}
          aria-label={label}
          tabIndex={0}
          suppressContentEditableWarning
          onFocus={writeParagraphs}
          onInput={(event) => onChange(normaliseEditorHtml(event.currentTarget.innerHTML))}
        />
      )}
    </div>
  );
}
