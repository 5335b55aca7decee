import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de.ts';
import { useConfig } from '../init/api/get-init.ts';
import styles from './site-footer.module.css';

/** spec §2 "Shell": the copyright line (branches, hours, map and navigation come later). */
export function SiteFooter() {
  const { businessName, shopName } = useConfig();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <p className={styles.copyright}>{de.shell.copyright(year, businessName || shopName)}</p>
      </Container>
    </footer>
  );
}
