import { type FooterLinkKey, footerLinks } from '@shop/domain';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useBranches, useConfig } from '../init/api/get-init.ts';
import { BranchMap } from '../map/branch-map.tsx';
import { FooterMenu } from '../navigation/footer-menu.tsx';
import { CONTACT_SECTION_ID } from './contact-section.ts';
import { FooterBranch } from './footer-branch.tsx';
import styles from './site-footer.module.css';

const CONTACT_TITLE_ID = 'contact-title';
const LEGAL_LABEL: Record<FooterLinkKey, string> = de.shell.footer.links;

/**
 * spec §2 Footer: the contact section (every public and enabled branch, its hours, the map), the
 * footer navigation, the legal links (internal or external per the settings) and the copyright.
 */
export function SiteFooter() {
  const config = useConfig();
  const branches = useBranches().filter((branch) => branch.isEnabled && branch.isPublic);
  const year = useNow(60 * 60 * 1000).getFullYear();
  const links = footerLinks(config, branches);

  return (
    <footer className={styles.footer}>
      <section
        id={CONTACT_SECTION_ID}
        className={styles.contact}
        aria-labelledby={CONTACT_TITLE_ID}
        tabIndex={-1}
      >
        <Container>
          <h2 id={CONTACT_TITLE_ID} className={styles.title}>
            {de.shell.footer.contactTitle}
          </h2>
          <p className={styles.intro}>{de.shell.footer.contactIntro}</p>
          <ul className={styles.branches}>
            {branches.map((branch) => (
              <li key={branch.id}>
                <FooterBranch branch={branch} />
              </li>
            ))}
          </ul>
          <BranchMap branches={branches} className={styles.map} />
        </Container>
      </section>
      <div className={styles.links}>
        <Container className={styles.linksBar}>
          <div className={styles.brandColumn}>
            <p className={styles.brand}>{config.shopName}</p>
            <p className={styles.tagline}>{de.document.description}</p>
          </div>
          <FooterMenu />
        </Container>
      </div>
      <div className={styles.legal}>
        <Container className={styles.legalBar}>
          <p>{de.shell.copyright(year, config.businessName || config.shopName)}</p>
          {links.length > 0 ? (
            <nav aria-label={de.shell.footer.legal}>
              <ul className={styles.legalList}>
                {links.map((link) => (
                  <li key={link.key}>
                    {link.isExternal ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {LEGAL_LABEL[link.key]}
                        <span className={styles.visuallyHidden}>
                          {' '}
                          {de.shell.navigation.newWindow}
                        </span>
                      </a>
                    ) : (
                      <Link to={link.href}>{LEGAL_LABEL[link.key]}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
