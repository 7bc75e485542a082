import type { Context } from 'koa';
import type { Core, Schema } from '@strapi/strapi';
import type { SessionState } from '../middlewares/session';
import { documentInput } from '../utils/document-rows';

const AUDIT_UID = 'plugin::installer.audit-log';

/**
 * The audit trail super-admins read in the admin panel (Content Manager, "Dashboard audit log").
 * Recording never fails the request it describes: a write error is logged instead.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(
    ctx: Context | null,
    action: string,
    targetType: string,
    targetId: string | number | null,
    summary: unknown = null,
  ) {
    try {
      const actor = (ctx?.state as SessionState | undefined)?.installer?.user;
      await strapi.documents(AUDIT_UID).create({
        data: documentInput(AUDIT_UID, {
          actorEmail: actor?.email ?? null,
          action,
          targetType,
          targetId: targetId === null ? null : String(targetId),
          // Whatever the caller describes the change with: a plain object, stored as JSON.
          summary: summary as Schema.Attribute.JsonValue,
          at: new Date(),
        }),
      });
    } catch (error) {
      strapi.log.error(`Audit log write failed for ${action}: ${(error as Error).message}`);
    }
  },
});
