import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { useConfig } from '../init/api/get-init.ts';
import styles from './site-header.module.css';

/** spec §2 "Shell": the shop name linking home (navigation and toolbar arrive with the shell issue). */
export function SiteHeader() {
  const { shopName } = useConfig();
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link className={styles.brand} to={paths.home.href()}>
          {shopName}
        </Link>
      </Container>
    </header>
  );
}
