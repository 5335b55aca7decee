import { Container } from '../../../components/ui/container.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useBranches, useConfig } from '../init/api/get-init.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { BranchCard } from './branch-card.tsx';
import styles from './branch-list-page.module.css';

/** spec §2 "Branch list": title and description from settings, then one card per branch. */
export function BranchListPage() {
  const config = useConfig();
  // Disabled branches are never shown; non-public ones are shown inactive (spec §2, §6).
  const branches = useBranches().filter((branch) => branch.isEnabled);
  const now = useNow();
  useDocumentTitle(config.title);

  return (
    <>
      <section className={styles.intro} aria-labelledby="branch-list-title">
        <Container>
          <h1 id="branch-list-title" className={styles.title}>
            {config.title}
          </h1>
          {config.description ? <p className={styles.description}>{config.description}</p> : null}
        </Container>
      </section>
      <Container>
        <ul className={styles.grid}>
          {branches.map((branch, index) => (
            <li key={branch.id} className={styles.item}>
              <BranchCard
                branch={branch}
                now={now}
                timeZone={config.timeZone}
                isPriority={index === 0}
              />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
