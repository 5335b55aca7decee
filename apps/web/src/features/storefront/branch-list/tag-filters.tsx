import type { Tag } from '@shop/domain';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './tag-filters.module.css';

type TagFiltersProps = {
  tags: readonly Tag[];
  selectedTagId: number | null;
  onSelect: (tagId: number | null) => void;
};

/**
 * spec §2/§4 tag filters (tags plugin): one toggle button per tag; clicking selects it, clicking
 * the selected one again deselects it. The page scrolls to its info line on a selection.
 */
export function TagFilters({ tags, selectedTagId, onSelect }: TagFiltersProps) {
  if (tags.length === 0) return null;
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{de.branchList.tags.label}</legend>
      <ul className={styles.list}>
        {tags.map((tag) => {
          const isSelected = tag.id === selectedTagId;
          return (
            <li key={tag.id}>
              <button
                type="button"
                className={styles.tag}
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : tag.id)}
              >
                {tag.image ? (
                  <ResponsiveImage
                    className={styles.icon}
                    image={tag.image}
                    variant="tiny"
                    alt=""
                  />
                ) : null}
                {tag.name}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
