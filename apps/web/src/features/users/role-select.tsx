import { Select, type SelectProps } from '@mantine/core';
import type { Role } from '@knjige/contract';
import { useTranslation } from 'react-i18next';

/** A role among those the signed-in user may give (`grantableRoles`), named in the user's language. */
export function RoleSelect({ roles, ...rest }: Omit<SelectProps, 'data'> & { roles: Role[] }) {
  const { t } = useTranslation('users');
  return <Select label={t('field.role')} withAsterisk allowDeselect={false} {...rest} data={roles.map((role) => ({ value: role, label: t(`role.${role}`, { ns: 'common' }) }))} />;
}
