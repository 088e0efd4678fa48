import { bodyId } from './bounds';
import { isValidMaticniBroj, isValidPib } from '@knjige/domain';
import { email } from './auth';
import { languages, roles, userStatus } from './enums';
import { dataOf, listQuery } from './paging';
import { z } from './zod-config';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const id = z.number().int();
/** An enum field whose absence reads `required` (zod reports a missing enum as an invalid value). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

/** The rule for a new password, on the plain text (the client checks it before encrypting). */
export const PASSWORD_MIN_LENGTH = 8;
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH, 'too-short').max(200, 'too-long');

/** base64(RSA-OAEP-SHA-256(publicKey, JSON {"nonce","password"})), as at sign-in step 2. */
const encrypted = z.string().min(1).max(2000);
const nonce = z.string().min(1).max(200);
/** A link's token (the spec's `uuid`). */
const linkToken = z.string().trim().min(1).max(200);

// Users of the company (admins)
export const userRow = z.object({
  /** the user's id */
  id,
  /** first name */
  firstName: z.string(),
  /** last name */
  lastName: z.string(),
  /** e-mail address */
  email: z.string(),
  /** role in the company: super, admin or user */
  role: z.enum(roles),
  /** may sign in */
  isActive: z.boolean(),
  /** active, invited (no password yet) or inactive in this company */
  status: z.enum(userStatus),
});
export type UserRow = z.infer<typeof userRow>;
export const userListQuery = listQuery;
/** The lookup every member may use: names only. */
export const userLookup = z.object({
  /** the user's id */
  id,
  /** first name */
  firstName: z.string(),
  /** last name */
  lastName: z.string(),
});
export const inviteInput = z.strictObject({
  /** the address the invitation goes to (the sign-in address) */
  email,
  /** first name */
  firstName: optionalText(100),
  /** last name */
  lastName: optionalText(100),
  /** role in the company: super, admin or user */
  role: choice(roles),
});
export type InviteInput = z.input<typeof inviteInput>;
/** A member's new role: super, admin or user. */
export const roleInput = z.strictObject({
  /** role in the company: super, admin or user */
  role: choice(roles),
});

// The signed-in user's own profile
export const profile = z.object({
  /** the user's id */
  id,
  /** e-mail address */
  email: z.string(),
  /** first name */
  firstName: z.string(),
  /** last name */
  lastName: z.string(),
  /** interface language */
  language: z.enum(languages),
  /** role in the company: super, admin or user */
  role: z.enum(roles),
  /** the company (tenant) */
  companyId: id,
  /** the company's name */
  companyName: z.string(),
  /** An address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;
/** The profile's editable part: names and `language` (sr-lat, sr-cyr, en). */
export const profileInput = z.strictObject({
  /** first name */
  firstName: text(100),
  /** last name */
  lastName: optionalText(100),
  /** interface language */
  language: choice(languages),
});
export type ProfileInput = z.input<typeof profileInput>;
/** Both passwords encrypted with the same one-time value of GET /v1/auth/login. */
export const changePasswordInput = z.strictObject({
  /** the one-time value of GET /v1/auth/login both passwords were encrypted with */
  nonce,
  /** the password in use now, encrypted */
  currentPassword: encrypted,
  /** the password that replaces it, encrypted */
  newPassword: encrypted,
});
/** A new sign-in address: confirmed by the link sent to it; the current password is required. */
export const changeEmailInput = z.strictObject({
  /** the one-time value of GET /v1/auth/login the password was encrypted with */
  nonce,
  /** the current password, encrypted */
  password: encrypted,
  /** the new sign-in address */
  email,
});

// Companies
/** A company the user belongs to: `role` there, `isDefault` opened at sign-in, `isCurrent` the session's. */
export const membership = z.object({
  /** the company (tenant) */
  companyId: id,
  /** the company's name */
  naziv: z.string(),
  /** the user's role there: super, admin or user */
  role: z.enum(roles),
  /** opened at sign-in */
  isDefault: z.boolean(),
  /** the company this session works in */
  isCurrent: z.boolean(),
});
export type Membership = z.infer<typeof membership>;
/** A company that asked the user to join, not yet answered (accept or decline on the profile). */
export const invitation = z.object({
  /** the inviting company */
  companyId: id,
  /** the company's name */
  naziv: z.string(),
  /** the role offered there: super, admin or user */
  role: z.enum(roles),
});
export type Invitation = z.infer<typeof invitation>;
/** A company as super users list it: `usersCount` its members, `isMember` whether the super user is one. */
export const companyRow = z.object({
  /** the company's id */
  id,
  /** the company's name */
  naziv: z.string(),
  /** the company's tax id (PIB) */
  pib: z.string(),
  /** the company's registration number */
  maticniBroj: z.string(),
  /** how many members it has */
  usersCount: id,
  /** the super user asking is one of them */
  isMember: z.boolean(),
});
export type CompanyRow = z.infer<typeof companyRow>;
export const companyCreateInput = z.strictObject({
  /** the company's name */
  naziv: text(200),
  /** the company's tax id (PIB) */
  pib: text(9).refine(isValidPib, { message: 'invalid' }),
  /** the company's registration number */
  maticniBroj: text(8).refine(isValidMaticniBroj, { message: 'invalid' }),
  /** The first admin: invited by e-mail. */
  admin: z.strictObject({
    /** the address the invitation goes to */
    email,
    /** first name */
    firstName: optionalText(100),
    /** last name */
    lastName: optionalText(100),
  }),
});
export type CompanyCreateInput = z.input<typeof companyCreateInput>;
/** Switch to `companyId`, renewing with the current `refreshToken`. */
export const switchCompanyBody = z.strictObject({
  /** the company to work in */
  companyId: bodyId(),
  /** the session's current refresh token, renewed for that company */
  refreshToken: z.string().min(1).max(500),
});

// Account links (public, under /v1/auth)
export const forgottenPasswordBody = z.strictObject({
  /** the sign-in address the reset link is sent to */
  email,
});
/** `uuid`: the token of an e-mail link. */
export const linkQuery = z.object({
  /** the link's token */
  uuid: linkToken,
});
/** `uuid`: the token of an e-mail link. */
export const linkBody = z.strictObject({
  /** the link's token */
  uuid: linkToken,
});
/** The address a password-reset link is for. */
export const resetPasswordInfo = dataOf(
  z.object({
    /** the sign-in address whose password is reset */
    email: z.string(),
  }),
);
/** A new password by a reset link: `uuid` the link's token, `nonce` and the `password` encrypted as at sign-in. */
export const resetPasswordBody = z.strictObject({
  /** the link's token */
  uuid: linkToken,
  /** the one-time value of GET /v1/auth/login the password was encrypted with */
  nonce,
  /** the new password, encrypted */
  password: encrypted,
});
/** What an invitation link shows: the invited address and names, and the company. */
export const signupInfo = dataOf(
  z.object({
    /** the invited address */
    email: z.string(),
    /** first name, as the inviter gave it */
    firstName: z.string(),
    /** last name, as the inviter gave it */
    lastName: z.string(),
    /** the inviting company's name */
    companyName: z.string(),
  }),
);
export const signupBody = z.strictObject({
  /** the link's token (the spec's `uuid`) */
  uuid: linkToken,
  /** the one-time value of GET /v1/auth/login the password was encrypted with */
  nonce,
  /** the password, encrypted (RSA-OAEP) with the sign-in's public key */
  password: encrypted,
  /** first name */
  firstName: z.string().trim().max(100).optional(),
  /** last name */
  lastName: z.string().trim().max(100).optional(),
});

// Messages kept when no mail server is configured
/** Only the messages to this address. */
export const outboxQuery = z.object({
  /** the recipient address; left out, all messages */
  email: z.string().trim().max(254).optional(),
});
export const outboxMessage = z.object({
  /** the message's id */
  id,
  /** recipient address */
  to: z.string(),
  /** what the message is: invitation, password reset, e-mail confirmation */
  kind: z.string(),
  /** subject line */
  subject: z.string(),
  /** plain-text body */
  text: z.string(),
  /** the link the message carries */
  link: z.string().nullable(),
  /** when it was created */
  createdAt: z.string(),
});
