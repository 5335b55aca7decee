import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { errorMessageOf } from '../ui/error-message.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { logIn, requestLoginLink } from './api/auth.ts';
import { AuthFrame } from './auth-frame.tsx';
import styles from './login-page.module.css';
import { safeReturnPath } from './return-path.ts';

const t = de.backoffice.login;
type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * /backend/login: email and password, or a login link by email. After the login the browser goes
 * back to the page the 401 came from (`returnTo`). Errors are the server's German messages.
 */
export function LoginPage() {
  useDocumentTitle(t.documentTitle);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const [mode, setMode] = useState<'password' | 'link'>('password');
  const [email, setEmail] = useState('');
  return (
    <AuthFrame>
      {mode === 'password' ? (
        <PasswordForm
          email={email}
          onEmailChange={setEmail}
          returnTo={returnTo}
          onWantLink={() => setMode('link')}
        />
      ) : (
        <LinkForm email={email} onEmailChange={setEmail} onBack={() => setMode('password')} />
      )}
    </AuthFrame>
  );
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const entry of error.errors) {
    if (entry.field === 'email' || entry.field === 'password')
      errors[entry.field] ??= entry.message;
  }
  return errors;
}

function FormHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

type EmailFieldProps = {
  id: string;
  error: string | undefined;
  email: string;
  onEmailChange: (email: string) => void;
};

/** The email address, shared by both forms (what is typed stays when the form changes). */
function EmailField({ id, error, email, onEmailChange }: EmailFieldProps) {
  return (
    <Field id={id} label={t.email} error={error} isRequired>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      )}
    </Field>
  );
}

type PasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  returnTo: string;
  onWantLink: () => void;
};

function PasswordForm({ email, onEmailChange, returnTo, onWantLink }: PasswordFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<FieldErrors>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: () => navigate(returnTo, { replace: true }),
  });
  const serverFieldErrors = fieldErrorsOf(login.error);
  const formError =
    login.error && Object.keys(serverFieldErrors).length === 0
      ? errorMessageOf(login.error, t.failed)
      : null;
  useEffect(() => {
    if (formError) noticeRef.current?.focus();
  }, [formError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: t.emailMissing }),
      ...(password ? {} : { password: t.passwordMissing }),
    };
    setMissing(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate({ email: email.trim(), password });
  };
  const errors = { ...serverFieldErrors, ...missing };

  return (
    <>
      <FormHeading title={t.title} intro={t.intro} />
      {formError ? (
        <Notice ref={noticeRef} tone="error">
          {formError}
        </Notice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <EmailField
          id={`${id}-email`}
          error={errors.email}
          email={email}
          onEmailChange={onEmailChange}
        />
        <Field id={`${id}-password`} label={t.password} error={errors.password} isRequired>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <ActionButton type="submit" variant="primary" isBusy={login.isPending}>
          {login.isPending ? t.submitting : t.submit}
        </ActionButton>
      </form>
      <div className={styles.divider}>
        <span>{t.or}</span>
      </div>
      <ActionButton variant="ghost" onClick={onWantLink}>
        {t.linkOption}
      </ActionButton>
    </>
  );
}

type LinkFormProps = { email: string; onEmailChange: (email: string) => void; onBack: () => void };

function LinkForm({ email, onEmailChange, onBack }: LinkFormProps) {
  const id = useId();
  const [missing, setMissing] = useState<string | undefined>();
  const request = useMutation({ mutationFn: requestLoginLink });
  const fieldError = missing ?? fieldErrorsOf(request.error).email;
  const formError =
    request.error && !fieldErrorsOf(request.error).email
      ? errorMessageOf(request.error, t.linkFailed)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    setMissing(trimmed ? undefined : t.emailMissing);
    if (trimmed) request.mutate(trimmed);
  };

  return (
    <>
      <FormHeading title={t.linkTitle} intro={t.linkIntro} />
      {request.isSuccess ? <Notice tone="success">{t.linkSent}</Notice> : null}
      {formError ? (
        <Notice tone="error" onRetry={() => request.mutate(email.trim())}>
          {formError}
        </Notice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <EmailField
          id={`${id}-email`}
          error={fieldError}
          email={email}
          onEmailChange={onEmailChange}
        />
        <ActionButton type="submit" variant="primary" isBusy={request.isPending}>
          {request.isPending ? t.linkSending : t.linkSubmit}
        </ActionButton>
      </form>
      <ActionButton variant="ghost" onClick={onBack}>
        {t.backToPassword}
      </ActionButton>
    </>
  );
}
