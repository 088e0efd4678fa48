import { email, z } from '@knjige/contract';

/** The login form: the contract's e-mail rule and a password that is not empty. */
export const loginFormSchema = z.object({
  email,
  password: z.string().min(1),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
