import { useEffect, useId, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { RichText } from './rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';
import { isImageUpload, type SectionValue, uploadUrl } from './section-values.ts';
import styles from './slider-section.module.css';

/** spec §2/§9 Slider: 3 slides at once, 1 at widths of 719 px or less; a step every 5000 ms. */
const NARROW_SCREEN = '(max-width: 719px)';
export const SLIDER_INTERVAL_MS = 5000;
const WIDE_COUNT = 3;
const NARROW_COUNT = 1;

// Flyers are portrait pages; reserve that shape so nothing shifts while they load.
const FLYER_SIZE = { width: 600, height: 800 };

/**
 * spec §2 sectionSlider: prev/next arrows disabled at the ends; a resize (of the width) goes back
 * to the first slide; it advances every 5000 ms and starts over after the last position. It
 * pauses while the pointer or the keyboard focus is inside, so nobody loses what they read.
 */
export function SliderSection({ value }: { value: SectionValue<'sectionSlider'> }) {
  const { slides } = value;
  // The server knows no screen: it renders the wide slider, and the flyers' width comes from the
  // stylesheet's own media query; a narrow screen corrects the count right after hydration.
  const visibleCount = useMediaQuery(NARROW_SCREEN) ? NARROW_COUNT : WIDE_COUNT;
  const [position, setPosition] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const idPrefix = useId();
  const lastPosition = Math.max(0, slides.length - visibleCount);

  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      // Phones resize the height while their address bar hides; only a new width resets.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      setPosition(0);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const isPaused = isHovered || hasFocus;
  const shownPosition = Math.min(position, lastPosition);
  useEffect(() => {
    if (isPaused || lastPosition === 0) return;
    // A new position (by the timer or an arrow) starts the next 5000 ms.
    const timer = window.setTimeout(() => {
      setPosition(shownPosition >= lastPosition ? 0 : shownPosition + 1);
    }, SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [shownPosition, isPaused, lastPosition]);

  if (slides.length === 0) return null;
  // No style attribute at the first position: the server's HTML may not carry one (the CSP's
  // style-src has no 'unsafe-inline'); React sets later positions through the CSSOM, which it allows.
  const trackStyle =
    shownPosition === 0
      ? undefined
      : { transform: `translateX(${(-shownPosition * 100) / visibleCount}%)` };

  return (
    <SectionFrame color={value.color} intro={value.text}>
      <section
        className={styles.slider}
        aria-roledescription="carousel"
        aria-label={de.site.slider.label}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
        }}
      >
        <div className={styles.viewport}>
          <div className={styles.track} style={trackStyle}>
            {slides.map((slide, index) => {
              const isVisible = index >= shownPosition && index < shownPosition + visibleCount;
              const textId = `${idPrefix}-slide-${index}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group.
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; their order is their identity.
                  key={index}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={de.site.slider.slide(index + 1, slides.length)}
                  aria-hidden={!isVisible}
                  inert={!isVisible}
                >
                  <div className={styles.card}>
                    {isImageUpload(slide.file) ? (
                      <img
                        className={styles.flyer}
                        src={uploadUrl(slide.file)}
                        alt=""
                        width={FLYER_SIZE.width}
                        height={FLYER_SIZE.height}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <div className={styles.document}>{de.site.slider.document}</div>
                    )}
                    <div className={styles.caption}>
                      <div id={textId}>
                        <RichText html={slide.text} />
                      </div>
                      <a
                        className={styles.link}
                        href={uploadUrl(slide.file)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={textId}
                      >
                        {de.site.slider.link}
                        <span className={styles.visuallyHidden}> {de.site.newWindow}</span>
                      </a>
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={de.site.slider.previous}
            disabled={shownPosition === 0}
            onClick={() => setPosition(Math.max(0, shownPosition - 1))}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={de.site.slider.next}
            disabled={shownPosition >= lastPosition}
            onClick={() => setPosition(Math.min(lastPosition, shownPosition + 1))}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      </section>
    </SectionFrame>
  );
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
