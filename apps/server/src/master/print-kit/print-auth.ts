import type { FastifyReply, FastifyRequest } from 'fastify';
import { languages, z } from '@knjige/contract';
import { authenticate, bearerToken, openSession, type SessionCheck } from '../../platform/auth/guard';
import type { TokenSigner } from '../../platform/auth/tokens';
import { unauthorized } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';

/** How long a print link opens its print: long enough to open the tab, too short to be worth leaking. */
export const PRINT_TOKEN_SECONDS = 300;

/** A print's path and query as the token binds them: the `token` parameter left out, the query in its given order. */
export function printPath(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('token');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

const local = (path: string) => new URL(path, 'http://print.local');

/**
 * onRequest hook of the print routes: a print token in `?token=` (a new tab sends no bearer header)
 * that names this very path and query, of a sign-in still open; else the bearer header as on every
 * other call. An expired or altered token is 401; the access token never travels in a URL.
 */
export function authenticatePrint(signer: TokenSigner, sessionCheck: SessionCheck) {
  const bearer = authenticate(signer, sessionCheck);
  return async (request: FastifyRequest): Promise<void> => {
    const url = local(request.url);
    const token = url.searchParams.get('token');
    if (token === null) return bearer(request);
    const claims = await signer.verifyPrint(token);
    if (claims.path !== printPath(url)) throw unauthorized('error.print.invalid');
    request.session = await openSession(claims, sessionCheck);
  };
}

/** The query every print takes: its language (the user's interface language) and the print token. */
export const printQuery = z.object({ lang: z.enum(languages).default('sr-lat'), token: z.string().optional() });

const tokenInput = z.strictObject({
  path: z
    .string()
    .max(2000)
    .refine((p) => p.startsWith('/v1/') && local(p).pathname.split('/').includes('print') && !local(p).searchParams.has('token'), 'error.print.path'),
});
const tokenAnswer = z.object({ data: z.object({ token: z.string(), url: z.string(), expiresIn: z.number().int() }) });

/** `POST /v1/print/token`: a short-lived token for one print, and the URL that opens it. */
export function printTokenModule(app: App, { signer }: AppContext): void {
  app.post('/print/token', { schema: { body: tokenInput, response: { 200: tokenAnswer } } }, async (request) => {
    // the caller's sign-in, so that signing out closes its print links too (the guard has checked the token)
    const caller = await signer.verifyAccess(bearerToken(request.headers.authorization) ?? '');
    const path = printPath(local(request.body.path));
    const token = await signer.signPrint({ ...caller, path }, PRINT_TOKEN_SECONDS);
    return { data: { token, url: `${path}${path.includes('?') ? '&' : '?'}token=${token}`, expiresIn: PRINT_TOKEN_SECONDS } };
  });
}

/** Sends a rendered print inline, never cached; the app's content policy is for pages, not PDFs (it would keep the browser's viewer out). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  reply.removeHeader('content-security-policy');
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(pdf);
}
