import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './action-button.module.css';

export type ActionVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const classesOf = (variant: ActionVariant, size: 'md' | 'sm', className?: string) =>
  [styles.button, styles[variant], size === 'sm' ? styles.small : '', className]
    .filter(Boolean)
    .join(' ');

type ActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ActionVariant;
  size?: 'md' | 'sm';
  isBusy?: boolean;
};

/** A back-office button; `type` defaults to "button"; `isBusy` disables it and shows a spinner. */
export function ActionButton({
  variant = 'secondary',
  size = 'md',
  isBusy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ActionButtonProps) {
  return (
    <button
      type={type}
      className={classesOf(variant, size, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type ActionLinkProps = {
  to: string;
  variant?: ActionVariant;
  size?: 'md' | 'sm';
  children: ReactNode;
  'aria-label'?: string;
};

/** A router link that looks like an ActionButton. */
export function ActionLink({
  to,
  variant = 'secondary',
  size = 'md',
  children,
  ...rest
}: ActionLinkProps) {
  return (
    <Link to={to} className={classesOf(variant, size)} {...rest}>
      {children}
    </Link>
  );
}
