import type { Core } from '@strapi/strapi';
import { installerConfig } from '../config';

const UID = 'plugin::installer.mail';
const MAX_ATTEMPTS = 8;
/** How long one instance may hold a mail it is delivering before another may try it. */
const CLAIM_MS = 2 * 60_000;

export interface Mail {
  to: string | string[];
  subject: string;
  /** Plain text only: nothing a visitor typed is ever sent as HTML. */
  text: string;
  /** What the mail is for (enquiry, password-reset...), shown in the admin panel. */
  kind: string;
  /** The body holds a secret (a reset link): erased once delivered or logged. */
  sensitive?: boolean;
  /** Where answers go (a staff member replying to a visitor). */
  replyTo?: string;
}

export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

/** SMTP_HOST set: mails go out through Strapi's email plugin (nodemailer); otherwise they are logged. */
export const smtpConfigured = (strapi: Core.Strapi) => installerConfig(strapi).smtpConfigured;

const retryBaseMs = (strapi: Core.Strapi) => installerConfig(strapi).mailRetrySeconds * 1000;

/**
 * How often the retry job (cron.ts) delivers due mails: every half retry interval, at least every second, at most every
 * minute.
 */
export const retryEveryMs = (strapi: Core.Strapi) => Math.max(1000, Math.min(retryBaseMs(strapi) / 2, 60_000));

/**
 * An outbox: every mail is stored first, then delivered in the background, so a failed or slow
 * SMTP server never loses a mail nor holds up the request that caused it. Failed deliveries are
 * retried with exponential backoff by a periodic job; a claim column keeps two instances from
 * sending the same mail at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Takes the mail for this instance for CLAIM_MS; false when another instance holds it or it is done. */
  const claim = async (id: number): Promise<boolean> => {
    const now = new Date();
    const { count } = await strapi.db.query(UID).updateMany({
      where: { id, status: 'pending', $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }] },
      data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
    });
    return count === 1;
  };

  const finish = (
    id: number,
    row: { sensitive?: boolean | null },
    status: MailStatus,
    data: Record<string, unknown> = {},
  ) =>
    strapi.db.query(UID).update({
      where: { id },
      data: {
        status,
        claimedUntil: null,
        ...(row.sensitive && (status === 'sent' || status === 'logged') && { text: null }),
        ...data,
      },
    });

  const deliver = async (id: number): Promise<void> => {
    if (!(await claim(id))) return;
    const row = await strapi.db.query(UID).findOne({ where: { id } });
    const to: string[] = row.to;
    if (!smtpConfigured(strapi)) {
      strapi.log.info(
        `Email not sent (SMTP_HOST is not set), logged instead:\nTo: ${to.join(', ')}\nSubject: ${row.subject}\n\n${row.text ?? ''}\n`,
      );
      await finish(id, row, 'logged', { sentAt: new Date() });
      return;
    }
    try {
      // html: false: Strapi's nodemailer provider would otherwise send the text again as an HTML
      // part (`html ?? text`), where a visitor's "<script>" would be markup. Plain text only.
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: to.join(', '),
          subject: row.subject,
          text: row.text ?? '',
          html: false,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        });
      await finish(id, row, 'sent', { sentAt: new Date(), lastError: null, attempts: row.attempts + 1 });
    } catch (caught) {
      const error = caught as Error | null | undefined;
      const attempts = row.attempts + 1;
      const gaveUp = attempts >= MAX_ATTEMPTS;
      strapi.log.warn(
        `Email ${id} (${row.kind}) to ${to.join(', ')} failed (attempt ${attempts}${gaveUp ? ', giving up' : ''}): ${error?.message ?? error}`,
      );
      await finish(id, row, gaveUp ? 'failed' : 'pending', {
        attempts,
        lastError: String(error?.message ?? error).slice(0, 2000),
        nextAttemptAt: gaveUp
          ? null
          : new Date(Date.now() + Math.min(retryBaseMs(strapi) * 2 ** (attempts - 1), 60 * 60_000)),
      });
    }
  };

  const deliverSafely = (id: number) =>
    deliver(id).catch((error) => strapi.log.error(`Email ${id} could not be processed: ${error?.message ?? error}`));

  return {
    /** Stores the mail, then delivers it in the background; resolves once it is stored. */
    async send(mail: Mail): Promise<{ id: number; status: MailStatus }> {
      const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a.trim()).filter(Boolean);
      const row = await strapi.db.query(UID).create({
        data: {
          kind: mail.kind,
          to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo ?? null,
          sensitive: !!mail.sensitive,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date(),
        },
      });
      setImmediate(() => void deliverSafely(row.id));
      return { id: row.id, status: 'pending' };
    },

    /** Delivers every pending mail whose next attempt is due (the periodic job; safe on several instances). */
    async deliverDue(): Promise<void> {
      const due = await strapi.db.query(UID).findMany({
        where: { status: 'pending', nextAttemptAt: { $lte: new Date() } },
        select: ['id'],
        orderBy: { id: 'asc' },
        limit: 50,
      });
      for (const { id } of due) await deliverSafely(id);
    },
  };
};
