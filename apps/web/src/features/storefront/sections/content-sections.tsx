import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import styles from './content-sections.module.css';
import { RichText } from './rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';
import { SectionLink } from './section-link.tsx';
import type { SectionValue } from './section-values.ts';

/** spec §3 sectionText: a collection of text, link and images, in the order the editor placed them. */
export function TextSection({ value }: { value: SectionValue<'sectionText'> }) {
  return (
    <SectionFrame color={value.color}>
      <div className={styles.flow}>
        {value.content.map((item, index) => {
          const key = `${item.type}-${index}`;
          if (item.type === 'text') return <RichText key={key} html={item.value.text} />;
          if (item.type === 'link') {
            return (
              <p key={key}>
                <SectionLink link={item.value} />
              </p>
            );
          }
          return (
            <div key={key} className={styles.gallery}>
              {item.value.images.map((image) => (
                <ResponsiveImage
                  key={`${image.id}-${image.version}`}
                  className={styles.galleryImage}
                  image={image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw"
                />
              ))}
            </div>
          );
        })}
      </div>
    </SectionFrame>
  );
}

/** spec §3 sectionTeaser: text and link beside an image (which may carry its own link). */
export function TeaserSection({ value }: { value: SectionValue<'sectionTeaser'> }) {
  const file = value.image?.file ?? null;
  return (
    <SectionFrame color={value.color}>
      <div className={styles.teaser}>
        <div className={styles.teaserText}>
          <RichText html={value.text} />
          <SectionLink link={value.link} />
        </div>
        {file ? (
          <figure className={styles.teaserMedia}>
            <ResponsiveImage
              className={styles.roundedImage}
              image={file}
              sizes="(min-width: 720px) 50vw, 100vw"
            />
            {value.image?.link?.linkUrl ? (
              <figcaption>
                <SectionLink link={{ ...value.image.link, linkType: 'link' }} />
              </figcaption>
            ) : null}
          </figure>
        ) : null}
      </div>
    </SectionFrame>
  );
}

const RATIO_CLASS = {
  sameSize: styles.sameSize,
  increaseText: styles.increaseText,
  increaseImage: styles.increaseImage,
} as const;

/** Image column shares of spec §3 columnRatio (image : text). */
const RATIO_SIZES = {
  sameSize: '(min-width: 720px) 50vw, 100vw',
  increaseText: '(min-width: 720px) 30vw, 100vw',
  increaseImage: '(min-width: 720px) 70vw, 100vw',
} as const;

/**
 * spec §3 sectionImageText: text beside media; columnRatio sameSize 50:50, increaseText 30:70,
 * increaseImage 70:30 (image : text); positionImageLeft puts the image first.
 */
export function ImageTextSection({ value }: { value: SectionValue<'sectionImageText'> }) {
  const classes = [
    styles.imageText,
    RATIO_CLASS[value.columnRatio],
    value.positionImageLeft ? styles.imageLeft : styles.imageRight,
  ].join(' ');
  return (
    <SectionFrame color={value.color} intro={value.text}>
      <div className={classes}>
        <div className={styles.imageTextText}>
          <RichText html={value.columnText} />
        </div>
        {value.columnMedia ? (
          <div className={styles.imageTextMedia}>
            <ResponsiveImage
              className={styles.roundedImage}
              image={value.columnMedia}
              sizes={RATIO_SIZES[value.columnRatio]}
            />
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}

type ColumnsValue = SectionValue<'sectionTwoColumns'> | SectionValue<'sectionThreeColumns'>;

/**
 * spec §3 sectionTwoColumns / sectionThreeColumns: columns of image, text and link; with
 * imageFormat portrait the images stand upright (3:4), otherwise they use the cropped variant.
 */
export function ColumnsSection({ value, count }: { value: ColumnsValue; count: 2 | 3 }) {
  const variant = count === 2 ? 'custom/two-columns' : 'custom/three-columns';
  const sizes =
    count === 2
      ? '(min-width: 720px) 50vw, 100vw'
      : '(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw';
  return (
    <SectionFrame color={value.color} intro={value.text}>
      <ul className={`${styles.columns} ${count === 2 ? styles.two : styles.three}`}>
        {value.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their order is their identity.
          <li key={index} className={styles.column}>
            {column.image ? (
              value.imageFormat ? (
                <ResponsiveImage
                  className={`${styles.roundedImage} ${styles.portrait}`}
                  image={column.image}
                  sizes={sizes}
                />
              ) : (
                <ResponsiveImage
                  className={`${styles.roundedImage} ${styles.landscape}`}
                  image={column.image}
                  variant={variant}
                />
              )
            ) : null}
            <RichText html={column.text} />
            <SectionLink link={column.link} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
