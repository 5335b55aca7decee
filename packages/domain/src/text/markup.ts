/**
 * Text for markup the shop writes itself: HTML (mails, the page's title and preload links), XML
 * (the e-invoice and its PDF's XMP metadata) and Pango markup (image-template text), inside an
 * element or a single- or double-quoted attribute. The apostrophe becomes `&#39;`, which HTML 4
 * mail clients read as well as XML does (`&apos;` is not HTML 4).
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REFERENCES[character] ?? character);
}
