/**
 * Text for HTML the server writes itself (mails, the page's title and preload links): safe inside
 * an element and inside a single- or double-quoted attribute. The five characters become the
 * references that every mail client and browser reads back unchanged.
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REFERENCES[character] ?? character);
}
