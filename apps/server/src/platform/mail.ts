import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { keepInOutbox } from './mail.repo';
import { AppError } from './errors';
import type { AppContext } from './http';

export interface MailMessage {
  to: string;
  /** What the message is for (`invite`, `reset`, …); kept in the outbox. */
  kind: string;
  subject: string;
  /** Plain text. */
  text: string;
  /** The link the message carries, if any. */
  link?: string | null;
}

export interface Mailer {
  /** True when messages are kept in the outbox table instead of sent. */
  readonly keepsOutbox: boolean;
  /**
   * Sends one message through SMTP, or keeps it in the outbox (and logs it with its link).
   * `background`: the SMTP delivery is not awaited, so the answer time tells nothing; a failure is
   * only logged. Otherwise a failed delivery is a 502 `error.mail.failed`.
   */
  send(message: MailMessage, options?: { background?: boolean }): Promise<void>;
}

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, db: Db, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      keepsOutbox: true,
      async send(message) {
        await db.transaction((tx) => keepInOutbox(tx, {
          toEmail: message.to,
          kind: message.kind,
          subject: message.subject,
          body: message.text,
          link: message.link ?? null,
        }));
        log.info({ to: message.to, kind: message.kind, link: message.link }, `mail kept in outbox: ${message.subject}`);
      },
    };
  }
  // nodemailer is loaded on the first message, not at the server's start
  const smtpUrl = config.smtpUrl;
  let transport: Promise<Transporter> | null = null;
  const deliver = async (message: MailMessage) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
    // The link is a secret once a real mailbox is involved: never in the log.
    log.info({ to: message.to, kind: message.kind }, 'mail sent');
  };
  return {
    keepsOutbox: false,
    async send(message, options) {
      const sending = deliver(message).catch((err: unknown) => {
        log.error({ err, to: message.to, kind: message.kind }, 'mail delivery failed');
        if (!options?.background) throw new AppError(502, 'error.mail.failed');
      });
      if (!options?.background) await sending;
    },
  };
}

const mailers = new WeakMap<AppContext, Mailer>();

/** One mailer per app (one SMTP transport), shared by every module that sends mail. */
export function mailerOf(ctx: AppContext, log: FastifyBaseLogger): Mailer {
  let mailer = mailers.get(ctx);
  if (!mailer) {
    mailer = createMailer(ctx.config, ctx.db, log);
    mailers.set(ctx, mailer);
  }
  return mailer;
}
