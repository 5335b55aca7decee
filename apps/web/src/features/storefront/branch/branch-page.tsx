import { useParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useBranches } from '../init/api/get-init.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { NotFoundPage } from '../site/not-found-page.tsx';
import styles from './branch-page.module.css';

/** spec §2 "Branch ordering page": for now the branch's name and address (menu comes later). */
export function BranchPage() {
  const { branchIdentifier } = useParams();
  const branch = useBranches().find(
    (candidate) => candidate.isEnabled && candidate.identifier === branchIdentifier,
  );
  if (!branch) return <NotFoundPage />;
  return (
    <BranchIntro
      name={branch.name}
      street={branch.street}
      place={`${branch.zipCode} ${branch.city}`}
    />
  );
}

type BranchIntroProps = { name: string; street: string; place: string };

function BranchIntro({ name, street, place }: BranchIntroProps) {
  useDocumentTitle(name);
  return (
    <section className={styles.intro} aria-labelledby="branch-title">
      <Container>
        <h1 id="branch-title" className={styles.title}>
          {name}
        </h1>
        <p className={styles.address}>
          <span>{street}</span>
          <span>{place}</span>
        </p>
      </Container>
    </section>
  );
}
