import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { ActionButton, ActionLink } from '../ui/action-button.tsx';
import { errorMessageOf } from '../ui/error-message.ts';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { checkLoginLink, logInWithLink } from './api/auth.ts';
import { AuthFrame } from './auth-frame.tsx';
import styles from './login-page.module.css';

const t = de.backoffice.loginLink;

/**
 * The page a login link opens. It checks the link, and logs in only on a click: mail scanners
 * that open links must not use up the single-use token.
 */
export function LoginLinkPage() {
  useDocumentTitle(t.documentTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['backoffice', 'login-link', token],
    queryFn: ({ signal }) => checkLoginLink(token, signal).then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const login = useMutation({
    mutationFn: () => logInWithLink(token),
    onSuccess: () => navigate(paths.backoffice.href(), { replace: true }),
  });
  const error = check.error ?? login.error;

  return (
    <AuthFrame>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
      </div>
      {check.isPending ? <Loader label={t.checking} /> : null}
      {error ? (
        <>
          <Notice tone="error">{errorMessageOf(error, de.backoffice.errors.unknown)}</Notice>
          <ActionLink to={paths.backofficeLogin.href()}>{t.requestNew}</ActionLink>
        </>
      ) : null}
      {check.isSuccess && !login.error ? (
        <ActionButton variant="primary" onClick={() => login.mutate()} isBusy={login.isPending}>
          {t.submit}
        </ActionButton>
      ) : null}
    </AuthFrame>
  );
}
