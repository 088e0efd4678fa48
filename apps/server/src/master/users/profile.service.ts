import type { Profile, ProfileInput } from '@knjige/contract';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { RequestSession } from '../../platform/auth/guard';
import type { Session } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { AppError, invalid, notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { revokeOtherSessions } from '../auth/auth.repo';
import type { LoginKey } from '../auth/rsa';
import { clearAccountFailures, lockedFor, recordFailure, signInKeys } from '../auth/throttle.repo';
import { passwordProblem, readPasswords } from './encrypted-password';
import type { Links } from './links';
import { languageOf, verifyMessage } from './messages';
import { issueToken, pendingEmailChange, retireTokens } from './tokens.repo';
import { companyName, findUserByEmail, findUserById, updateUser } from './users.repo';

export const profileErrors = {
  currentPassword: 'error.currentPassword.invalid',
  password: 'error.password.invalid',
  emailUnchanged: 'error.email.unchanged',
  emailTaken: 'error.email.taken',
  locked: 'error.login.locked',
} as const;

export interface ProfileDeps {
  db: Db;
  mailer: Mailer;
  links: Links;
  loginKey: () => Promise<LoginKey>;
}

async function currentUser(db: Db, session: Session) {
  const user = await findUserById(db, session.userId);
  if (!user) throw unauthorized();
  return user;
}

export async function getProfile(db: Db, session: Session, now: Date): Promise<Profile> {
  const user = await currentUser(db, session);
  const pending = await pendingEmailChange(db, user.id, now);
  const company = await companyName(db, session.companyId);
  if (company === null) throw notFound();
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: languageOf(user.language),
    role: session.role,
    companyId: session.companyId,
    companyName: company,
    pendingEmail: pending?.email ?? null,
  };
}

export async function updateProfile(db: Db, session: Session, input: ProfileInput): Promise<void> {
  await db.transaction((tx) => updateUser(tx, session.userId, { firstName: input.firstName, lastName: input.lastName ?? '', language: input.language }));
}

/**
 * The current password is checked as at sign-in: a wrong one counts as a failed sign-in of the
 * account at the caller's address, and a waiting account or address is refused (429) before
 * anything is looked at.
 */
async function checkCurrent(db: Db, user: { email: string; passwordHash: string | null }, password: string, ip: string, now: Date): Promise<boolean> {
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok) await db.transaction((tx) => recordFailure(tx, signInKeys(user.email, ip), now));
  return ok;
}

async function refuseLocked(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const retryAfter = await lockedFor(db, signInKeys(email, ip), now);
  if (retryAfter !== null) throw new AppError(429, profileErrors.locked, undefined, { retryAfter });
}

/**
 * A new password ends every other sign-in of the user (their access and refresh tokens, in every
 * company); the sign-in that changed it goes on.
 */
export async function changePassword(
  deps: ProfileDeps,
  session: RequestSession,
  input: { nonce: string; currentPassword: string; newPassword: string },
  ip: string,
  now: Date,
): Promise<void> {
  const user = await currentUser(deps.db, session);
  await refuseLocked(deps.db, user.email, ip, now);
  const plain = await readPasswords(deps.db, deps.loginKey, input.nonce, { currentPassword: input.currentPassword, newPassword: input.newPassword }, now);
  const errors = { ...passwordProblem('newPassword', plain.newPassword) };
  if (!(await checkCurrent(deps.db, user, plain.currentPassword, ip, now))) errors.currentPassword = profileErrors.currentPassword;
  if (Object.keys(errors).length) throw invalid(errors);
  const passwordHash = await hashPassword(plain.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await retireTokens(tx, user.id, ['reset'], now);
    await revokeOtherSessions(tx, user.id, session.sid, now);
    await clearAccountFailures(tx, user.email);
  });
}

/** Sends a confirmation link to the new address; the sign-in address changes when it is followed. */
export async function requestEmailChange(
  deps: ProfileDeps,
  session: Session,
  input: { nonce: string; password: string; email: string },
  ip: string,
  now: Date,
): Promise<void> {
  const user = await currentUser(deps.db, session);
  await refuseLocked(deps.db, user.email, ip, now);
  const { password } = await readPasswords(deps.db, deps.loginKey, input.nonce, { password: input.password }, now);
  if (!(await checkCurrent(deps.db, user, password, ip, now))) throw invalid({ password: profileErrors.password });
  const email = input.email.toLowerCase();
  if (email === user.email) throw invalid({ email: profileErrors.emailUnchanged });
  if (await findUserByEmail(deps.db, email)) throw invalid({ email: profileErrors.emailTaken });
  const token = await deps.db.transaction(async (tx) => {
    await retireTokens(tx, user.id, ['verify'], now);
    return issueToken(tx, 'verify', { userId: user.id, email }, now);
  });
  await deps.mailer.send(verifyMessage({ ...user, email }, deps.links.verify(token)));
}
