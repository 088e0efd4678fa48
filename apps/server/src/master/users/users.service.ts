import type { ListQuery, Role, UserRow } from '@knjige/contract';
import type { Session } from '../../platform/auth/tokens';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, forbidden, invalid, notFound, sqlState } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mail';
import { revokeUserSessions } from '../auth/auth.repo';
import type { Links } from './links';
import { addedMessage, inviteMessage } from './messages';
import { issueToken, retireTokens } from './tokens.repo';
import { companyName, deleteMembership, findMember, findUserByEmail, insertMembership, insertUser, membershipCount, listMembers, setMemberActive, setMemberRole, toUserRow, type Member } from './users.repo';

export const userErrors = {
  /** Only a super user may make someone super. */
  roleForbidden: 'error.role.forbidden',
  /** An admin may not change or deactivate a super user. */
  superTarget: 'error.user.super',
  /** Nobody changes their own role or deactivates themself (a company always keeps its admin). */
  self: 'error.user.self',
  member: 'error.email.member',
  signedUp: 'error.user.signed-up',
  inactive: 'error.user.inactive',
  /** An invitation of an existing account waits for the user: an admin cannot activate it. */
  pending: 'error.user.pending',
} as const;

export interface UsersDeps {
  db: Db;
  mailer: Mailer;
  links: Links;
}

function assertCanGrant(actor: Session, role: Role): void {
  if (role === 'super' && actor.role !== 'super') throw forbidden(userErrors.roleForbidden);
}

function assertCanManage(actor: Session, target: Member): void {
  if (target.id === actor.userId) throw conflict(userErrors.self);
  if (target.role === 'super' && actor.role !== 'super') throw forbidden(userErrors.superTarget);
}

async function mustFindMember(tx: Reader, companyId: number, userId: number): Promise<Member> {
  const member = await findMember(tx, companyId, userId);
  if (!member) throw notFound();
  return member;
}

export interface NewMember {
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * Adds the person to the company. Someone new (or invited, without a password yet) gets an
 * invitation link; someone who already signs in gets a note that the company was added.
 * The message is sent by the caller once the transaction has committed.
 */
export async function addMember(tx: Tx, links: Links, input: NewMember, now: Date): Promise<{ userId: number; message: MailMessage }> {
  const email = input.email.toLowerCase();
  const company = await companyName(tx, input.companyId);
  if (company === null) throw notFound();
  let user = await findUserByEmail(tx, email);
  if (!user) {
    user = await insertUser(tx, { email, firstName: input.firstName, lastName: input.lastName });
  } else if (await findMember(tx, input.companyId, user.id)) {
    throw invalid({ email: userErrors.member });
  }
  const person = user;
  // The first company of a person is the one a sign-in opens.
  const isDefault = (await membershipCount(tx, person.id)) === 0;
  // Someone who already signs in (to another company) is asked, not added: the membership waits
  // for them to accept it on their profile, and until then opens nothing.
  const asked = person.passwordHash !== null;
  await insertMembership(tx, {
    userId: person.id,
    companyId: input.companyId,
    role: input.role,
    isDefault,
    isActive: !asked,
    isPending: asked,
    invitedFirstName: input.firstName,
    invitedLastName: input.lastName,
  });
  if (asked) return { userId: person.id, message: addedMessage(person, company, links.login()) };
  await retireTokens(tx, person.id, ['invite'], now, input.companyId);
  const token = await issueToken(tx, 'invite', { userId: person.id, companyId: input.companyId }, now);
  return { userId: person.id, message: inviteMessage(person, company, links.signup(token)) };
}

/** Two invitations of one address at once: the second meets the unique index and is told the first won. */
function sameAddressRace(err: unknown): never {
  if (sqlState(err) === '23505') throw invalid({ email: userErrors.member });
  throw err;
}

/**
 * An invitation by an admin. Its answer is the same whether the address is new, has an account
 * without a password, or signs in to another company: nothing of that account is told.
 */
export async function inviteMember(deps: UsersDeps, actor: Session, input: Omit<NewMember, 'companyId'>, now: Date): Promise<void> {
  assertCanGrant(actor, input.role);
  const { message } = await deps.db
    .transaction((tx) => addMember(tx, deps.links, { ...input, companyId: actor.companyId }, now))
    .catch(sameAddressRace);
  await deps.mailer.send(message);
}

export async function changeRole(deps: UsersDeps, actor: Session, userId: number, role: Role): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await mustFindMember(tx, actor.companyId, userId);
    assertCanManage(actor, target);
    assertCanGrant(actor, role);
    // The guard reads the role on every request: the access token in hand carries the new role at once.
    await setMemberRole(tx, actor.companyId, userId, role);
  });
}

/** Deactivation ends the member's sessions in this company; their other companies are untouched. */
export async function setActive(deps: UsersDeps, actor: Session, userId: number, isActive: boolean, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await mustFindMember(tx, actor.companyId, userId);
    assertCanManage(actor, target);
    if (target.isPending) {
      // Only the invited user accepts an invitation; deactivating it withdraws it.
      if (isActive) throw conflict(userErrors.pending);
      await deleteMembership(tx, actor.companyId, userId);
      return;
    }
    await setMemberActive(tx, actor.companyId, userId, isActive);
    if (!isActive) await revokeUserSessions(tx, userId, now, actor.companyId);
  });
}

/** A fresh invitation for a member who has not set a password yet; the earlier links stop working. */
export async function resendInvitation(deps: UsersDeps, actor: Session, userId: number, now: Date): Promise<void> {
  const message = await deps.db.transaction(async (tx) => {
    const target = await mustFindMember(tx, actor.companyId, userId);
    if (target.role === 'super' && actor.role !== 'super') throw forbidden(userErrors.superTarget);
    if (target.isPending) return addedMessage(target, (await companyName(tx, actor.companyId)) ?? '', deps.links.login());
    if (target.hasPassword) throw conflict(userErrors.signedUp);
    if (!target.isActive) throw conflict(userErrors.inactive);
    await retireTokens(tx, userId, ['invite'], now, actor.companyId);
    const token = await issueToken(tx, 'invite', { userId, companyId: actor.companyId }, now);
    return inviteMessage(target, (await companyName(tx, actor.companyId)) ?? '', deps.links.signup(token));
  });
  await deps.mailer.send(message);
}

/** Active members of the company a search finds (the lookup), with the counts a page shows. */
export const memberLookup = (db: Db, companyId: number, q: ListQuery) => listMembers(db, companyId, q, { activeOnly: true });

/** A page of the company's members as the users table shows them, with the counts a page shows. */
export async function memberPage(db: Db, companyId: number, q: ListQuery): Promise<{ rows: UserRow[]; itemsCount: number; filteredCount: number }> {
  const { rows, itemsCount, filteredCount } = await listMembers(db, companyId, q);
  return { rows: rows.map(toUserRow), itemsCount, filteredCount };
}

/** A member of the company as the users table shows them (null: none). */
export async function memberRow(db: Db, companyId: number, userId: number): Promise<UserRow | null> {
  const member = await findMember(db, companyId, userId);
  return member ? toUserRow(member) : null;
}
