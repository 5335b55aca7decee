import {
  ROLES,
  type StaffBranchSummary,
  type StaffUser,
  staffBranchSummarySchema,
  staffUserSchema,
  userInputSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { parseContract } from '../../../../lib/api-client.ts';
import { defineResource } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';
import { formatDateTime } from '../../ui/format.ts';
import { roleHint } from './role-hints.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './users.module.css';

const t = de.backoffice.users;
const roleLabel = (role: string) => (de.backoffice.roles as Record<string, string>)[role] ?? role;
const fullName = (user: Pick<StaffUser, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

const BRANCHES_URL = '/api/branches/options';

/** spec §7 CRUD users, admins only (permissions table, area `users`). */
export const usersResource = defineResource({
  name: de.backoffice.entities.users,
  listPath: backofficePaths.users.path,
  endpoint: '/api/users',
  permission: 'users',
  entitySchema: staffUserSchema,
  formSchema: userInputSchema,
  isSearchable: true,
  defaultSort: 'lastName',
  columns: [
    {
      key: 'name',
      label: t.name,
      sortField: 'lastName',
      isPrimary: true,
      render: (user) => fullName(user) || user.email,
      secondary: (user) => (fullName(user) ? user.email : null),
    },
    {
      key: 'roles',
      label: t.roles,
      render: (user) => (
        <span className={styles.tags}>
          {user.roles.map((role) => (
            <span key={role} className={styles.tag}>
              {roleLabel(role)}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'branches',
      label: t.branches,
      isDesktopOnly: true,
      render: (user, lookup) =>
        user.roles.includes('ROLE_ADMIN') || user.roles.includes('ROLE_MANAGER')
          ? t.allBranches
          : user.branches
              .map((branch) => lookup('branchIds', String(branch.id)) ?? `#${branch.id}`)
              .join(', ') || de.backoffice.common.none,
    },
    {
      key: 'status',
      label: t.status,
      sortField: 'isEnabled',
      render: (user) => <StatusBadge user={user} />,
    },
    {
      key: 'lastLogin',
      label: t.lastLogin,
      sortField: 'lastLoginAt',
      isDesktopOnly: true,
      render: (user) =>
        user.lastLoginAt ? formatDateTime(user.lastLoginAt) : de.backoffice.common.never,
    },
  ],
  fields: [
    { name: 'firstName', label: t.firstName, type: 'text', autoComplete: 'off' },
    { name: 'lastName', label: t.lastName, type: 'text', autoComplete: 'off' },
    { name: 'email', label: t.email, type: 'email', isRequired: true, autoComplete: 'off' },
    {
      name: 'password',
      label: (mode) => (mode === 'create' ? t.password : t.newPassword),
      type: 'password',
      autoComplete: 'new-password',
      hint: (mode) => (mode === 'create' ? t.passwordCreateHint : t.passwordEditHint),
    },
    {
      name: 'roles',
      label: t.roles,
      type: 'multiselect',
      isRequired: true,
      options: ROLES.map((role) => ({
        value: role,
        label: roleLabel(role),
        // Read when the form renders: the areas list (which holds this area) is loaded by then.
        get hint() {
          return roleHint(role);
        },
      })),
    },
    {
      name: 'branchIds',
      label: t.branches,
      type: 'multiselect',
      hint: t.branchesHint,
      emptyOptionsText: t.noBranches,
      optionsFrom: {
        endpoint: BRANCHES_URL,
        entity: de.backoffice.entities.branches,
        parse: (data) =>
          parseContract(staffBranchSummarySchema.array(), data, BRANCHES_URL).map(
            (branch: StaffBranchSummary) => ({
              value: String(branch.id),
              label: branch.name,
              hint: branch.city,
            }),
          ),
      },
    },
    // The week plan lists the user under this department (decision 048).
    {
      name: 'departmentId',
      label: t.department,
      type: 'select',
      hint: t.departmentHint,
      optionsFrom: optionsOf('/api/departments', de.backoffice.entities.departments),
    },
    { name: 'expiresAt', label: t.expiresAt, type: 'date', hint: t.expiresAtHint },
    {
      name: 'isEnabled',
      label: t.status,
      type: 'checkbox',
      checkboxLabel: t.isEnabled,
      hint: t.isEnabledHint,
    },
  ],
  emptyValues: {
    email: '',
    firstName: '',
    lastName: '',
    roles: [] as string[],
    branchIds: [] as string[],
    departmentId: '',
    expiresAt: '',
    isEnabled: true,
    password: '',
  },
  toValues: (user) => ({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [...user.roles] as string[],
    branchIds: user.branches.map((branch) => String(branch.id)),
    departmentId: user.departmentId === null ? '' : String(user.departmentId),
    expiresAt: user.expiresAt ?? '',
    isEnabled: user.isEnabled,
    password: '',
  }),
  toBody: (values) => ({
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    roles: values.roles,
    branchIds: values.branchIds.map(Number),
    departmentId: values.departmentId ? Number(values.departmentId) : null,
    isEnabled: values.isEnabled,
    expiresAt: values.expiresAt || null,
    ...(values.password ? { password: values.password } : {}),
  }),
  titleOf: (user) => fullName(user) || user.email,
});
