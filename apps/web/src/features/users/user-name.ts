/** "Ana Adminović", or the e-mail address while an invited user has no name yet. */
export function fullName(user: { firstName: string; lastName: string; email?: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || '';
}
