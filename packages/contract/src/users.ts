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
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isActive: z.boolean(),
  status: z.enum(userStatus),
});
export type UserRow = z.infer<typeof userRow>;
export const userListQuery = listQuery;
/** The lookup every member may use: names only. */
export const userLookup = z.object({ id, firstName: z.string(), lastName: z.string() });
export const inviteInput = z.strictObject({
  email,
  firstName: optionalText(100),
  lastName: optionalText(100),
  role: choice(roles),
});
export type InviteInput = z.input<typeof inviteInput>;
export const roleInput = z.strictObject({ role: choice(roles) });

// The signed-in user's own profile
export const profile = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(languages),
  role: z.enum(roles),
  companyId: id,
  companyName: z.string(),
  /** An address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;
export const profileInput = z.strictObject({ firstName: text(100), lastName: optionalText(100), language: choice(languages) });
export type ProfileInput = z.input<typeof profileInput>;
/** Both passwords encrypted with the same one-time value of GET /v1/auth/login. */
export const changePasswordInput = z.strictObject({ nonce, currentPassword: encrypted, newPassword: encrypted });
/** A new sign-in address: confirmed by the link sent to it; the current password is required. */
export const changeEmailInput = z.strictObject({ nonce, password: encrypted, email });

// Companies
export const membership = z.object({ companyId: id, naziv: z.string(), role: z.enum(roles), isDefault: z.boolean(), isCurrent: z.boolean() });
export type Membership = z.infer<typeof membership>;
export const companyRow = z.object({ id, naziv: z.string(), pib: z.string(), maticniBroj: z.string(), usersCount: id, isMember: z.boolean() });
export type CompanyRow = z.infer<typeof companyRow>;
export const companyCreateInput = z.strictObject({
  naziv: text(200),
  pib: text(9).refine(isValidPib, { message: 'invalid' }),
  maticniBroj: text(8).refine(isValidMaticniBroj, { message: 'invalid' }),
  /** The first admin: invited by e-mail. */
  admin: z.strictObject({ email, firstName: optionalText(100), lastName: optionalText(100) }),
});
export type CompanyCreateInput = z.input<typeof companyCreateInput>;
export const switchCompanyBody = z.strictObject({ companyId: bodyId(), refreshToken: z.string().min(1).max(500) });

// Account links (public, under /v1/auth)
export const forgottenPasswordBody = z.strictObject({ email });
export const linkQuery = z.object({ uuid: linkToken });
export const linkBody = z.strictObject({ uuid: linkToken });
export const resetPasswordInfo = dataOf(z.object({ email: z.string() }));
export const resetPasswordBody = z.strictObject({ uuid: linkToken, nonce, password: encrypted });
export const signupInfo = dataOf(z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), companyName: z.string() }));
export const signupBody = z.strictObject({
  uuid: linkToken,
  nonce,
  password: encrypted,
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

// Messages kept when no mail server is configured
export const outboxQuery = z.object({ email: z.string().trim().max(254).optional() });
export const outboxMessage = z.object({
  id,
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
