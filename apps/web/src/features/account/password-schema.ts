import { email, newPassword, z } from '@knjige/contract';

/** The second copy of a new password must match the first (`error.passwordConfirm.mismatch`). */
const confirmed = { path: ['passwordConfirm'], message: 'mismatch' };

/** Reset-password form: the contract's rule on the new password, typed twice. */
export const resetPasswordForm = z
  .object({ password: newPassword, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, confirmed);

/** Signup form: optional names and the first password, typed twice. */
export const signupForm = z
  .object({
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    password: newPassword,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, confirmed);

/** Profile password change: the current one and the new one twice. */
export const changePasswordForm = z
  .object({ currentPassword: z.string().min(1), newPassword, passwordConfirm: z.string() })
  .refine((v) => v.newPassword === v.passwordConfirm, confirmed);

/** Profile e-mail change: the new address and the current password. */
export const changeEmailForm = z.object({ email, password: z.string().min(1) });

export const forgottenPasswordForm = z.object({ email });
