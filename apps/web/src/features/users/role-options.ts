import { roles, type Role } from '@knjige/contract';

/** The roles `actor` may give: only a super user makes someone super; ordinary users give none. */
export function grantableRoles(actor: Role | null): Role[] {
  if (actor === 'super') return [...roles];
  if (actor === 'admin') return roles.filter((role) => role !== 'super');
  return [];
}

/** Whether `actor` may change or deactivate this member: never themself, and only a super user touches a super user. */
export function canManage(actor: { role: Role | null; userId: number | null }, target: { id: number; role: Role }): boolean {
  if (actor.userId === target.id) return false;
  if (target.role === 'super' && actor.role !== 'super') return false;
  return grantableRoles(actor.role).length > 0;
}
