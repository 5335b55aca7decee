import { activeCategoryIndex, type Category, categoryScrollTarget } from '@shop/domain';
import { memo, useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { categoryElementId } from '../menu/menu-list.tsx';
import styles from './category-bar.module.css';

type CategoryBarProps = { categories: readonly Pick<Category, 'id' | 'name'>[] };

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * spec §2 Category bar (plugin enablePluginCategoryBar): highlights the category whose group top
 * is above 25 % of the window height and scrolls to a group with the spec's offset. Its state
 * lives here, so scrolling re-renders the bar and nothing else.
 */
export const CategoryBar = memo(function CategoryBar({ categories }: CategoryBarProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  /** While a click scrolls the page, the clicked category stays highlighted (no flicker). */
  const lockedUntil = useRef(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (performance.now() < lockedUntil.current) return;
      const tops = categories.map(
        (category) =>
          document.getElementById(categoryElementId(category.id))?.getBoundingClientRect().top ??
          Number.POSITIVE_INFINITY,
      );
      setActiveIndex(Math.max(0, activeCategoryIndex(tops, window.innerHeight)));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    const onScrollEnd = () => {
      lockedUntil.current = 0;
      onScroll();
    };
    // The first measurement waits for the next frame: measured during the commit it forced a
    // layout of the whole menu inside the first long task (docs/budgets.md P6 TBT); in the frame the
    // layout is done for painting anyway. Until then the first category is active, right at the top.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [categories]);

  // Keep the highlighted entry visible inside the horizontally scrolling bar. At first the bar
  // sits at its start with the first entry in view: nothing to scroll, and measuring here would
  // force a layout of the whole page inside the first render (docs/budgets.md P6).
  const isFirstPosition = useRef(true);
  useEffect(() => {
    if (isFirstPosition.current) {
      isFirstPosition.current = false;
      if (activeIndex === 0) return;
    }
    const list = listRef.current;
    const item = list?.children[activeIndex] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [activeIndex]);

  const scrollToCategory = (index: number, categoryId: number, frames = 0) => {
    const group = document.getElementById(categoryElementId(categoryId));
    if (!group) {
      // Right after the first paint the menu may not have rendered its later groups yet
      // (menu-list.tsx): try again in the next frames, for about a second.
      if (frames < 60) {
        window.requestAnimationFrame(() => scrollToCategory(index, categoryId, frames + 1));
      }
      return;
    }
    setActiveIndex(index);
    // Until the smooth scroll ends ('scrollend'), at most a second.
    lockedUntil.current = performance.now() + 1000;
    const pageTop = group.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({
      top: categoryScrollTarget(pageTop, window.innerWidth),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <nav className={styles.bar} aria-label={de.ordering.categories}>
      <ul className={styles.list} ref={listRef}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <a
              className={styles.link}
              href={`#${categoryElementId(category.id)}`}
              aria-current={index === activeIndex ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                scrollToCategory(index, category.id);
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
