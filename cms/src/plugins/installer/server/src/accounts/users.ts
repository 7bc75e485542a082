import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { asRow } from '../utils/document-rows';
import {
  MESSAGES,
  POWERS,
  noPowers,
  normalizePowers,
  type Power,
  type Powers,
  type UserSummary,
  API_MESSAGES,
} from '@portfolio/contract';
import { getService } from '../utils/get-service';
import { columnOf } from '../utils/db-metadata';

export const USER_UID = 'plugin::users-permissions.user';

/** A users-permissions user row with the columns the dashboard reads. */
export interface UserRow {
  id: number;
  documentId: string;
  email: string;
  isAdmin?: boolean | null;
  powers?: unknown;
}

export const toUserSummary = (row: UserRow): UserSummary => ({
  _id: row.documentId,
  email: row.email,
  powers: normalizePowers(row.powers),
  status: row.isAdmin === true,
});

/** Dashboard users: the users-permissions users, with the admin flag (`isAdmin`, the API's `status`) and `powers`. */
/**
 * Inside a transaction: locks every admin row (PostgreSQL `FOR UPDATE`; SQLite runs one write
 * transaction at a time) and answers whether an admin other than `id` exists.
 */
const anotherAdminLocked = async (strapi: Core.Strapi, trx: Knex.Transaction, id: number): Promise<boolean> => {
  const meta = strapi.db.metadata.get(USER_UID);
  const isAdmin = columnOf(strapi, USER_UID, 'isAdmin', 'is_admin');
  const admins = trx(meta.tableName).where(isAdmin, true).select('id');
  if (strapi.db.dialect.client !== 'sqlite') admins.forUpdate();
  return (await admins).some((admin: { id: number }) => admin.id !== id);
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  findByEmail(email: string) {
    return strapi.db.query(USER_UID).findOne({ where: { email: { $eqi: email } } });
  },

  findByDocumentId(documentId: string) {
    return strapi.db.query(USER_UID).findOne({ where: { documentId } });
  },

  async list(): Promise<UserSummary[]> {
    const rows = await strapi.db
      .query(USER_UID)
      .findMany({ select: ['id', 'documentId', 'email', 'powers', 'isAdmin'] });
    const withTwoFactor: Set<number> = await getService('two-factor').enabledUserIds();
    return rows
      .map((row) => ({ ...toUserSummary(row), twoFactor: withTwoFactor.has(row.id) }))
      .sort((a, b) => a.email.localeCompare(b.email));
  },

  /** A new dashboard user: by default no admin flag and no powers; confirmed, in the authenticated role. */
  async create(email: string, password: string, { isAdmin = false, powers = noPowers() } = {}) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    // The Document Service hashes the password attribute itself.
    const created = await strapi.documents(USER_UID).create({
      data: {
        username: email,
        email,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role?.id,
        isAdmin,
        powers,
      },
    });
    return asRow<UserRow>(created)!;
  },

  /**
   * Deletes a user, unless it is the last admin (then nothing changes and it answers false). The
   * check and the delete are one transaction that first locks every admin row, so two admins
   * deleting each other at the same moment cannot leave no admin.
   */
  async removeKeepingAnAdmin(row: { id: number; documentId: string; isAdmin?: boolean | null }): Promise<boolean> {
    const removed = await strapi.db.transaction(async ({ trx }) => {
      if (row.isAdmin === true && !(await anotherAdminLocked(strapi, trx, row.id))) return false;
      await strapi.documents(USER_UID).delete({ documentId: row.documentId });
      return true;
    });
    if (removed) await getService('auth').revokeAllForUser(row.id);
    return removed;
  },

  /**
   * Turns the admin flag on or off; off is refused (null) when the user is the last admin. Like the
   * delete, the check and the change are one transaction holding every admin row, so two admins
   * removing each other's flag at once, on any instance, leave one admin.
   */
  async setAdminFlagKeepingAnAdmin(row: { id: number; isAdmin?: boolean | null }, isAdmin: boolean) {
    return strapi.db.transaction(async ({ trx }) => {
      if (!isAdmin && row.isAdmin === true && !(await anotherAdminLocked(strapi, trx, row.id))) return null;
      return strapi.db.query(USER_UID).update({ where: { id: row.id }, data: { isAdmin } });
    });
  },

  /**
   * The admin flag or the email (the username follows the email). Sessions stay: the session
   * middleware reads the user afresh on every request, so the change applies on the next one.
   */
  update(row: { id: number }, data: { email: string }) {
    const changes = data.email === undefined ? data : { ...data, username: data.email };
    return strapi.db.query(USER_UID).update({ where: { id: row.id }, data: changes });
  },

  /** Merges the changed powers into the stored ones; sessions stay, powers are read per request. */
  async updatePowers(row: { id: number; powers: unknown }, changes: Partial<Powers>) {
    const current = normalizePowers(row.powers);
    const powers = Object.fromEntries(POWERS.map((p) => [p, changes[p] ?? current[p]])) as Powers;
    return strapi.db.query(USER_UID).update({ where: { id: row.id }, data: { powers } });
  },
});

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * Reads an updatePowers body: a non-empty object of known power names to booleans.
 * Returns the changes, or the message explaining the first problem.
 */
export const parsePowerChanges = (body: unknown): { changes: Partial<Powers> } | { problem: string } => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problem: API_MESSAGES.powersBodyInvalid };
  const entries = Object.entries(body);
  if (entries.length === 0) return { problem: API_MESSAGES.noPowerChanges };
  const changes: Partial<Powers> = {};
  for (const [name, value] of entries) {
    if (!(POWERS as readonly string[]).includes(name)) return { problem: MESSAGES.unknownPower(shortened(name)) };
    if (typeof value !== 'boolean') return { problem: MESSAGES.powerValueInvalid(name) };
    changes[name as Power] = value;
  }
  return { changes };
};
