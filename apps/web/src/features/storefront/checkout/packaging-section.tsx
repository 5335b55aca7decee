import { PACKAGING_CHOICES, type PackagingChoice, packagingChoiceLabel } from '@shop/domain';
import { ChoiceGroup } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

/**
 * The section's title lives here, in the lazy checkout chunk, not in the storefront's texts: the
 * initial storefront JS is at its budget (docs/budgets.md).
 */
const TITLE = 'Verpackung';

type PackagingSectionProps = {
  value: PackagingChoice;
  /** The branch's deposit for reusable packaging, in cents per order. */
  deposit: number;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

/**
 * Reusable or single-use packaging for takeaway and delivery where the branch offers it
 * (§33 VerpackG, docs/decisions/051-bundle-vat-split-and-reusable-packaging.md): single-use is
 * preselected (the law asks to offer reusable packaging, not to force it).
 */
export function PackagingSection({ value, deposit, errorFor, setOrder }: PackagingSectionProps) {
  return (
    <Section title={TITLE}>
      <ChoiceGroup
        name="packaging"
        legend={TITLE}
        value={value}
        options={[...PACKAGING_CHOICES].reverse().map((choice) => ({
          value: choice,
          label: packagingChoiceLabel(choice, deposit),
        }))}
        error={errorFor('packaging')}
        isLegendHidden
        onValueChange={(choice) => setOrder('packaging', choice)}
      />
    </Section>
  );
}
