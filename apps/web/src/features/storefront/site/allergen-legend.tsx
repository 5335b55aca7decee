import { ADDITIVES, ALLERGENS } from '@shop/domain';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './rich-text-page.module.css';

const t = de.site.legend;

/**
 * The legend of /site/allergens, generated from the law's lists (LMIV Annex II, ZZulV; the domain's
 * allergens module): the keys and official German names that products and options carry.
 */
export function AllergenLegend() {
  return (
    <Container>
      <section aria-labelledby="allergen-legend" className={`${styles.page} ${styles.legend}`}>
        <h2 id="allergen-legend">{t.title}</h2>
        <h3>{t.allergens}</h3>
        <dl aria-label={t.allergens}>
          {ALLERGENS.map((entry) => (
            <div key={entry.code}>
              <dt>{entry.key}</dt>
              <dd>{entry.name}</dd>
            </div>
          ))}
        </dl>
        <h3>{t.additives}</h3>
        <dl aria-label={t.additives}>
          {ADDITIVES.map((entry) => (
            <div key={entry.code}>
              <dt>{entry.key}</dt>
              <dd>{entry.name}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Container>
  );
}
