import { iframeEmbedUrl } from '@shop/domain';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './block-sections.module.css';
import { RichText } from './rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';
import { SectionLink } from './section-link.tsx';
import type { BlockValue, SectionValue } from './section-values.ts';

function BlockCard({ block, isMain }: { block: BlockValue; isMain: boolean }) {
  return (
    <article className={isMain ? `${styles.block} ${styles.mainBlock}` : styles.block}>
      {block.image ? (
        <ResponsiveImage
          className={styles.blockImage}
          image={block.image}
          sizes={isMain ? '(min-width: 720px) 50vw, 100vw' : '(min-width: 720px) 33vw, 100vw'}
        />
      ) : null}
      <div className={styles.blockBody}>
        <RichText html={block.text} />
        <SectionLink link={block.link} />
      </div>
    </article>
  );
}

/** spec §3 sectionBlocks: an optional main block drawn large, then the other blocks. */
export function BlocksSection({ value }: { value: SectionValue<'sectionBlocks'> }) {
  return (
    <SectionFrame color={value.color} intro={value.text}>
      <div className={styles.blocks}>
        {value.mainBlock ? <BlockCard block={value.mainBlock} isMain /> : null}
        {value.blocks.length > 0 ? (
          <div className={styles.blockGrid}>
            {value.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is their identity.
              <BlockCard key={index} block={block} isMain={false} />
            ))}
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}

/**
 * spec §3 sectionServiceBlocks: tiles with their own colour, an icon image, text and link;
 * small tiles take less room, inactive ones are greyed out and their link is not offered.
 */
export function ServiceBlocksSection({ value }: { value: SectionValue<'sectionServiceBlocks'> }) {
  return (
    <SectionFrame color={value.color} intro={value.text}>
      <ul className={styles.services}>
        {value.blocks.map((block, index) => {
          const classes = [
            styles.service,
            styles[block.color],
            block.isSmall ? styles.small : null,
            block.isInactive ? styles.inactive : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is their identity.
            <li key={index} className={classes}>
              {block.image ? (
                <ResponsiveImage
                  className={styles.icon}
                  image={block.image}
                  variant="tiny"
                  alt=""
                />
              ) : null}
              <RichText html={block.text} />
              {block.isInactive ? (
                <p className={styles.inactiveNote}>{de.site.serviceInactive}</p>
              ) : (
                <SectionLink link={block.link} />
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** spec §2/§3 sectionIFrames: each column embeds its url with play=1 and title=0 appended. */
export function IFramesSection({ value }: { value: SectionValue<'sectionIFrames'> }) {
  // The server keeps only https urls (CSP frame-src https:); anything else is left out.
  const columns = value.columns.filter((column) => column.url.startsWith('https://'));
  return (
    <SectionFrame color={value.color} intro={value.text}>
      <ul className={columns.length > 1 ? `${styles.frames} ${styles.framesGrid}` : styles.frames}>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their order is their identity.
          <li key={index} className={styles.frameColumn}>
            {column.label ? <h3 className={styles.frameLabel}>{column.label}</h3> : null}
            <div className={styles.frameBox}>
              <iframe
                className={styles.frame}
                src={iframeEmbedUrl(column.url)}
                title={column.label || de.site.iframe.fallbackTitle}
                loading="lazy"
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              />
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
