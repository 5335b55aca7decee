import { Container } from '../../../components/ui/container.tsx';
import { RichText } from '../sections/rich-text.tsx';
import styles from './rich-text-page.module.css';

/**
 * A 'default' page (label Standardseite): one sanitised rich-text body. Bodies usually open with
 * their own h1; otherwise the page title is the heading.
 */
export function RichTextPage({ title, html }: { title: string; html: string }) {
  const hasOwnHeading = /<h1[\s>]/i.test(html);
  return (
    <Container>
      <article className={styles.page}>
        {hasOwnHeading ? null : <h1 className={styles.title}>{title}</h1>}
        <RichText className={styles.body} html={html} />
      </article>
    </Container>
  );
}
