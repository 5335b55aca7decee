import { type CurrentUser, hasAccess } from '@shop/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ChangePasswordDialog } from '../session/change-password-dialog.tsx';
import { displayNameOf } from '../session/use-current-user.ts';
import { Icon } from './icons.tsx';
import { PushToggle } from './push-toggle.tsx';
import { useLogout } from './use-logout.ts';
import styles from './user-menu.module.css';

const t = de.backoffice.shell;
const roleLabel = (role: string) => (de.backoffice.roles as Record<string, string>)[role] ?? role;

/**
 * The user's name with a menu: Web Push on this device, change password, log out (a disclosure,
 * not an ARIA menu).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const name = displayNameOf(user);
  const initials = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t.userMenu(name)}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.name}>{name}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <div className={styles.who}>
          <p className={styles.whoName}>{name}</p>
          <p className={styles.whoEmail}>{user.email}</p>
          <p className={styles.whoRoles}>{user.roles.map(roleLabel).join(', ')}</p>
        </div>
        {/* Web Push of new orders: for whoever may read orders (decision 053). */}
        {hasAccess(user.roles, 'orders') ? <PushToggle /> : null}
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            setIsOpen(false);
            setIsPasswordOpen(true);
          }}
        >
          <Icon name="key" size={18} />
          {t.changePassword}
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <Icon name="logout" size={18} />
          {t.logout}
        </button>
      </div>
      <ChangePasswordDialog isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
    </div>
  );
}
