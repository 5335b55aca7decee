import { type Access, hasAccess, type PermissionArea } from '@shop/domain';
import type { ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { Notice } from '../ui/notice.tsx';
import pageStyles from '../ui/page.module.css';
import { useDocumentTitle } from '../ui/use-document-title.ts';

type Props = {
  area: PermissionArea;
  access?: Access;
  /** The screen's heading, shown above the message. */
  title: string;
  children: ReactNode;
};

/**
 * A screen opened by its address by a user whose roles lack the area (permissions table, spec
 * §6) shows the permission message every screen shows, instead of loading and failing with
 * "… konnte nicht geladen werden".
 */
export function RequirePermission({ area, access = 'read', title, children }: Props) {
  const user = useCurrentUser();
  if (hasAccess(user.roles, area, access)) return children;
  return <NoAccess title={title} />;
}

function NoAccess({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      <Notice tone="error">{de.backoffice.resource.noAccess}</Notice>
    </div>
  );
}
