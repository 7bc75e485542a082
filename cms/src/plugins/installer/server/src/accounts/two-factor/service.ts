import crypto from 'crypto';
import { Secret, TOTP } from 'otpauth';
import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { TWO_FACTOR, normalizeRecoveryCode } from '@portfolio/contract';
import { open, seal, twoFactorKey } from './secret-box';
import { USER_UID } from '../users';
import { installerConfig } from '../../config';
import { getService } from '../../utils/get-service';
import { SETTINGS_UID, publishedSettings } from '../../utils/site-settings';

const UID = 'plugin::installer.two-factor';
const CODES_UID = 'plugin::installer.recovery-code';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Recovery codes are 80 random bits: an unsalted SHA-256 of one cannot be brute-forced back. */
const hashRecoveryCode = (code: string) =>
  crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

const newRecoveryCode = () => {
  const letters = [...crypto.randomBytes(TWO_FACTOR.recoveryCodeLength)].map((byte) => BASE32[byte % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
};

const totpFor = (secretBase32: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: TWO_FACTOR.algorithm,
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });

export type CodeCheck = 'ok' | 'wrong' | 'used';

/**
 * Two-factor sign-in: the TOTP secret of each user, sealed with AES-256-GCM
 * (accounts/two-factor/secret-box, key TWO_FACTOR_KEY), the last time step used (no code works twice), and ten
 * single-use recovery codes stored as SHA-256 hashes, one row each so that using one is a single
 * conditional delete on any instance.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const codes = () => strapi.db.query(CODES_UID);
  const key = () => twoFactorKey(installerConfig(strapi).twoFactorKey);
  const rowOf = (userId: number) => rows().findOne({ where: { userId } });

  const openSecret = (sealed: string | null | undefined, userId: number) => {
    const k = key();
    if (!sealed || !k) return null;
    const plain = open(k, sealed, String(userId));
    if (plain === null)
      strapi.log.error(`Two-factor secret of user ${userId} does not open with TWO_FACTOR_KEY (changed key?).`);
    return plain;
  };

  /** The time step a code matches (one step of drift either way), or null. Time: the clock service. */
  const matchingStep = (secretBase32: string, code: string): number | null => {
    const totp = totpFor(secretBase32);
    const now = getService('clock').now().getTime();
    const delta = totp.validate({ token: code, timestamp: now, window: TWO_FACTOR.driftSteps });
    return delta === null ? null : totp.counter({ timestamp: now }) + delta;
  };

  return {
    /** TWO_FACTOR_KEY is set and usable. */
    configured: () => key() !== null,

    async isEnabled(userId: number): Promise<boolean> {
      return !!(await rowOf(userId))?.secret;
    },

    /** Ids of the users with two-factor on (the Users screen). */
    async enabledUserIds(): Promise<Set<number>> {
      const found = await rows().findMany({ where: { secret: { $notNull: true } }, select: ['userId'] });
      return new Set(found.map((row: { userId: number }) => row.userId));
    },

    recoveryCodesLeft: (userId: number): Promise<number> => codes().count({ where: { userId } }),

    /** The site setting "require two-factor for status users". */
    async requiredForAdmins(): Promise<boolean> {
      const settings: { requireTwoFactorForAdmins?: boolean | null } | null = await publishedSettings(strapi, {
        select: ['requireTwoFactorForAdmins'],
      });
      return settings?.requireTwoFactorForAdmins === true;
    },

    /**
     * The dashboard's change (staff, /api/v1) is live at once, as before Site settings had drafts: it is
     * written to the published settings and to the draft alike, so an editor's unpublished draft keeps
     * it (a later Publish does not undo it) while the draft's other edits stay unpublished.
     */
    async setRequiredForAdmins(required: boolean) {
      const rows: { id: number }[] = await strapi.db.query(SETTINGS_UID).findMany({ select: ['id'] });
      for (const row of rows)
        await strapi.db
          .query(SETTINGS_UID)
          .update({ where: { id: row.id }, data: { requireTwoFactorForAdmins: required } });
      if (!rows.length)
        await strapi
          .documents(SETTINGS_UID)
          .create({ data: { companyName: 'Company', requireTwoFactorForAdmins: required }, status: 'published' });
    },

    /** A status user who must set up two-factor before using the dashboard. */
    async setupRequired(user: { id: number; isAdmin?: boolean | null }): Promise<boolean> {
      if (user.isAdmin !== true) return false;
      return (await this.requiredForAdmins()) && !(await this.isEnabled(user.id));
    },

    /** A new secret waiting for its first code (`enable`); any earlier unconfirmed one is replaced. */
    async beginSetup(user: { id: number; email: string }, issuer: string) {
      const secret = Secret.fromHex(crypto.randomBytes(TWO_FACTOR.secretBytes).toString('hex')).base32;
      const pendingSecret = seal(key()!, secret, String(user.id));
      const existing = await rowOf(user.id);
      if (existing) await rows().update({ where: { id: existing.id }, data: { pendingSecret } });
      else await rows().create({ data: { userId: user.id, pendingSecret } });
      return { secret, otpauthUrl: totpFor(secret, user.email, issuer).toString() };
    },

    /** Turns two-factor on when `code` matches the pending secret; answers the recovery codes, or null. */
    async enable(userId: number, code: string): Promise<string[] | null> {
      const row = await rowOf(userId);
      const secret = openSecret(row?.pendingSecret, userId);
      const step = secret ? matchingStep(secret, code) : null;
      if (step === null) return null;
      await rows().update({
        where: { id: row.id },
        data: { secret: row.pendingSecret, pendingSecret: null, enabledAt: new Date(), lastStep: step },
      });
      return this.replaceRecoveryCodes(userId);
    },

    hasPendingSetup: async (userId: number) => !!(await rowOf(userId))?.pendingSecret,

    /**
     * Checks a code of an enabled user. A matching code is accepted once: its time step is stored
     * with one conditional UPDATE (last step below it), so the same code (or an older one) is
     * refused afterwards, on every instance, even when two requests race.
     */
    async checkCode(userId: number, code: string): Promise<CodeCheck> {
      const row = await rowOf(userId);
      const secret = openSecret(row?.secret, userId);
      const step = secret ? matchingStep(secret, code) : null;
      if (step === null) return 'wrong';
      const { count } = await rows().updateMany({
        where: { id: row.id, $or: [{ lastStep: null }, { lastStep: { $lt: step } }] },
        data: { lastStep: step },
      });
      return count === 1 ? 'ok' : 'used';
    },

    /** Uses up a recovery code: true once per code (a single conditional delete). */
    async useRecoveryCode(userId: number, code: string): Promise<boolean> {
      const { count } = await codes().deleteMany({ where: { userId, codeHash: hashRecoveryCode(code) } });
      return count === 1;
    },

    /** Ten new recovery codes, shown once; the old ones stop working. */
    async replaceRecoveryCodes(userId: number): Promise<string[]> {
      const fresh = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
      await strapi.db.transaction(async () => {
        await codes().deleteMany({ where: { userId } });
        for (const code of fresh) await codes().create({ data: { userId, codeHash: hashRecoveryCode(code) } });
      });
      return fresh;
    },

    /** Turns two-factor off: the secret, any pending setup and the recovery codes go. */
    async remove(userId: number) {
      await rows().deleteMany({ where: { userId } });
      await codes().deleteMany({ where: { userId } });
    },

    /** A deleted user's two-factor rows go with it, wherever the delete happens (dashboard or admin panel). */
    watchUserDeletes() {
      const remember = async (event: Event) => {
        event.state.twoFactorUsers = (
          await strapi.db.query(USER_UID).findMany({ where: event.params.where, select: ['id'] })
        ).map((u: { id: number }) => u.id);
      };
      const cleanUp = async (event: Event) => {
        for (const id of (event.state.twoFactorUsers as number[] | undefined) ?? []) await this.remove(id);
      };
      strapi.db.lifecycles.subscribe({
        models: [USER_UID],
        beforeDelete: remember,
        afterDelete: cleanUp,
        beforeDeleteMany: remember,
        afterDeleteMany: cleanUp,
      });
    },
  };
};
