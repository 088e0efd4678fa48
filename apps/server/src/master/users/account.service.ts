import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { hashPassword } from '../../platform/auth/password';
import { conflict, invalid, notFound, sqlState } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { users } from '../../platform/db/schema';
import { revokeUserSessions } from '../auth/auth.repo';
import type { LoginKey } from '../auth/rsa';
import { clearAccountFailures } from '../auth/throttle';
import { passwordProblem, readPasswords } from './encrypted-password';
import type { Links } from './links';
import { inviteMessage, resetMessage } from './messages';
import { findToken, findUsableToken, issueToken, latestTokenAt, retireTokens, useToken } from './tokens.repo';
import { companyName, findUserByEmail, findUserById, hasActiveMembership, isActiveMember, setPasswordHash } from './users.repo';

export const accountErrors = {
  /** Unknown, used, expired, or of a user who can no longer sign in. */
  link: 'error.link.invalid',
  signedUp: 'error.signup.completed',
  emailTaken: 'error.email.taken',
} as const;

/** A second link of a kind within this time is not sent (one request is enough; a flood is not). */
export const RESEND_GAP_MS = 60 * 1000;

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  links: Links;
  loginKey: () => Promise<LoginKey>;
}

const linkInvalid = () => notFound(accountErrors.link);

/**
 * Always answers the same (204): whether the address has an account is not told. A known user who
 * can sign in to some company gets a reset link; the delivery is not awaited for the same reason.
 */
export async function forgottenPassword(deps: AccountDeps, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive || !(await hasActiveMembership(deps.db, user.id))) return;
  const last = await latestTokenAt(deps.db, user.id, 'reset');
  if (last && now.getTime() - last.getTime() < RESEND_GAP_MS) return;
  const token = await deps.db.transaction(async (tx) => {
    await retireTokens(tx, user.id, ['reset'], now);
    return issueToken(tx, 'reset', { userId: user.id }, now);
  });
  await deps.mailer.send(resetMessage(user, deps.links.reset(token)), { background: true });
}

async function usableReset(deps: AccountDeps, uuid: string, now: Date) {
  const link = await findUsableToken(deps.db, 'reset', uuid, now);
  const user = link && (await findUserById(deps.db, link.userId));
  if (!link || !user?.isActive) throw linkInvalid();
  return { link, user };
}

export async function resetPasswordInfo(deps: AccountDeps, uuid: string, now: Date): Promise<{ email: string }> {
  const { user } = await usableReset(deps, uuid, now);
  return { email: user.email };
}

/** Sets the new password, spends the link (and every other open reset or invitation), ends every session. */
export async function resetPassword(deps: AccountDeps, input: { uuid: string; nonce: string; password: string }, now: Date): Promise<void> {
  const { link, user } = await usableReset(deps, input.uuid, now);
  const { password } = await readPasswords(deps.db, deps.loginKey, input.nonce, { password: input.password }, now);
  const problem = passwordProblem('password', password);
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await useToken(tx, link.id, now))) throw linkInvalid();
    await setPasswordHash(tx, user.id, passwordHash);
    await retireTokens(tx, user.id, ['reset', 'invite'], now);
    await revokeUserSessions(tx, user.id, now);
    // Whoever reads the mailbox owns the account: its sign-in waits end at every address.
    await clearAccountFailures(tx, user.email);
  });
}

async function usableInvite(deps: AccountDeps, uuid: string, now: Date) {
  const link = await findUsableToken(deps.db, 'invite', uuid, now);
  const user = link && (await findUserById(deps.db, link.userId));
  if (!link?.companyId || !user?.isActive || user.passwordHash || !(await isActiveMember(deps.db, link.companyId, user.id))) throw linkInvalid();
  return { link: { ...link, companyId: link.companyId }, user };
}

export async function signupInfo(deps: AccountDeps, uuid: string, now: Date) {
  const { link, user } = await usableInvite(deps, uuid, now);
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, companyName: (await companyName(deps.db, link.companyId)) ?? '' };
}

/** The invited user's first password (and the name, if given); then they sign in as anyone else. */
export async function signup(
  deps: AccountDeps,
  input: { uuid: string; nonce: string; password: string; firstName?: string; lastName?: string },
  now: Date,
): Promise<void> {
  const { link, user } = await usableInvite(deps, input.uuid, now);
  const { password } = await readPasswords(deps.db, deps.loginKey, input.nonce, { password: input.password }, now);
  const problem = passwordProblem('password', password);
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(password);
  const names = {
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  await deps.db.transaction(async (tx) => {
    if (!(await useToken(tx, link.id, now))) throw linkInvalid();
    await tx.update(users).set({ passwordHash, ...names }).where(eq(users.id, user.id));
    await retireTokens(tx, user.id, ['invite', 'reset'], now);
    await clearAccountFailures(tx, user.email);
  });
}

/** A new invitation in place of an old one (expired or used) while the user has no password yet. */
export async function resendSignup(deps: AccountDeps, uuid: string, now: Date): Promise<void> {
  const old = await findToken(deps.db, 'invite', uuid);
  const user = old && (await findUserById(deps.db, old.userId));
  if (!old?.companyId || !user) throw linkInvalid();
  if (user.passwordHash) throw conflict(accountErrors.signedUp);
  if (!user.isActive || !(await isActiveMember(deps.db, old.companyId, user.id))) throw linkInvalid();
  const last = await latestTokenAt(deps.db, user.id, 'invite');
  if (last && now.getTime() - last.getTime() < RESEND_GAP_MS && last > old.createdAt) return;
  const companyId = old.companyId;
  const token = await deps.db.transaction(async (tx) => {
    await retireTokens(tx, user.id, ['invite'], now, companyId);
    return issueToken(tx, 'invite', { userId: user.id, companyId }, now);
  });
  await deps.mailer.send(inviteMessage(user, (await companyName(deps.db, companyId)) ?? '', deps.links.signup(token)));
}

/** The new address of an e-mail change becomes the sign-in address. */
export async function verifyEmail(deps: AccountDeps, uuid: string, now: Date): Promise<void> {
  const link = await findUsableToken(deps.db, 'verify', uuid, now);
  if (!link?.email) throw linkInvalid();
  const email = link.email;
  await deps.db
    .transaction(async (tx) => {
      const taken = await tx.$count(users, and(eq(users.email, email), ne(users.id, link.userId)));
      if (taken > 0) throw conflict(accountErrors.emailTaken);
      if (!(await useToken(tx, link.id, now))) throw linkInvalid();
      await tx.update(users).set({ email }).where(eq(users.id, link.userId));
      await retireTokens(tx, link.userId, ['verify'], now);
    })
    .catch((err: unknown) => {
      if (sqlState(err) === '23505') throw conflict(accountErrors.emailTaken);
      throw err;
    });
}
