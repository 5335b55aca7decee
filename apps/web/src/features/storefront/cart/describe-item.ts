import {
  type CartItem,
  formatQuantity,
  parseUploadReference,
  selectedOptions,
  unitLabel,
  unitTypeOf,
} from '@shop/domain';

/** "2 ×" for pieces of a piece product, "1,5 kg" / "2 Stück" otherwise. */
export function amountLabel(item: Pick<CartItem, 'amount' | 'unit' | 'product'>): string {
  const amount = formatQuantity(item.amount);
  return unitTypeOf(item.unit) === 'amount' && item.unit === item.product.unit
    ? `${amount} ×`
    : `${amount} ${unitLabel(item.unit)}`;
}

/** The chosen part values of a line as "Part: value" texts (options, texts, file names). */
export function partSummaries(item: Pick<CartItem, 'product' | 'parts'>): string[] {
  const summaries: string[] = [];
  item.product.config.parts.forEach((part, index) => {
    const value = item.parts[index];
    if (value === null || value === undefined || value.length === 0) return;
    let text: string;
    if (part.type === 'select' || part.type === 'multiselect') {
      text = selectedOptions(part, value)
        .map((option) => option.name)
        .join(', ');
    } else if (part.type === 'text' || part.type === 'textarea') {
      text = typeof value === 'string' ? value : value.join(', ');
    } else {
      const references = typeof value === 'string' ? [value] : value;
      text = references
        .map((reference) => parseUploadReference(reference)?.name ?? reference)
        .join(', ');
    }
    if (text.trim()) summaries.push(`${part.name}: ${text}`);
  });
  return summaries;
}
