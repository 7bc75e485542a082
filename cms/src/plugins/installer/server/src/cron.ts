import type { Core } from '@strapi/strapi';
import { retryEveryMs } from './services/mailer';
import { installerConfig } from './config';
import { getService } from './utils/get-service';

/**
 * A cron rule (seconds field first) firing every `ms`, rounded to whole seconds: `*\/n` of the
 * largest unit it fits (an interval that does not divide the minute, hour or day starts over at
 * its top).
 */
export const everyRule = (ms: number): string => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `*/${seconds} * * * * *`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `0 */${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `0 0 */${hours} * * *`;
  return `0 0 0 */${Math.round(hours / 24)} * *`;
};

/**
 * The plugin's periodic jobs, all on Strapi's scheduler (strapi.cron, server.cron.enabled), which
 * stops them when Strapi is destroyed:
 *   - installerTrashPurge: Trash items older than the retention period (TRASH_PURGE_CRON, hourly);
 *   - installerMailRetry: mails whose next attempt is due (every half MAIL_RETRY_SECONDS, 1 s..1 min);
 *   - installerOrphanSweep: unused uploads this installation wrote (every ORPHAN_SWEEP_INTERVAL_MINUTES, 60; 0: none);
 *   - installerCareers: applications past APPLICATION_RETENTION_DAYS deleted with their CVs, openings
 *     past their closing date closed (APPLICATION_PURGE_CRON, hourly at :30);
 *   - installerEnquiryRetention: enquiries closed more than ENQUIRY_RETENTION_MONTHS ago deleted with
 *     their notes (ENQUIRY_PURGE_CRON, hourly at :45);
 *   - installerCertificates: expiry reminders of the certificate register and the public cache moved
 *     on when a document expires (CERTIFICATE_REMINDER_CRON, daily at 00:05 and 08:00 company time);
 *   - installerEnquiryDigest: the owners' morning digest (inbox/enquiries/sales-desk.ts digest), checked every
 *     minute against Site settings › Digest time in the company's time zone as the clock service
 *     tells it (tests set that clock: PUT /api/v1/testing/clock with TEST_CLOCK=true), claimed per
 *     owner and day in the database.
 * The purges, the sweep, the careers and certificate jobs also run once at start (catching up after downtime),
 * without holding it up. Each is safe on several instances.
 */
export const scheduleJobs = (strapi: Core.Strapi) => {
  if (installerConfig(strapi).testClock)
    strapi.log.warn(
      "TEST_CLOCK=true: status users can set this server's clock (PUT /api/v1/testing/clock). For test suites only.",
    );
  const service = getService;
  const purge = () =>
    service('trash')
      .purge()
      .catch((error: Error) => strapi.log.error(`Trash purge failed: ${error.message}`));
  const deliver = () =>
    service('mailer')
      .deliverDue()
      .catch(() => undefined);
  const sweep = () =>
    service('orphan-sweep')
      .sweep()
      .catch((error: Error) => strapi.log.error(`Orphan sweep failed: ${error}`));
  const careers = async () => {
    await service('applications')
      .purge()
      .catch((error: Error) => strapi.log.error(`Application purge failed: ${error.message}`));
    await service('jobs')
      .closeExpired()
      .catch((error: Error) => strapi.log.error(`Closing expired job openings failed: ${error.message}`));
  };

  const enquiries = () =>
    service('enquiry-retention')
      .purge()
      .catch((error: Error) => strapi.log.error(`Enquiry retention purge failed: ${error.message}`));

  const certificates = () =>
    service('certificate-register')
      .run()
      .catch((error: Error) => strapi.log.error(`Certificate reminders failed: ${error.message}`));

  const digest = () =>
    service('sales-desk')
      .digest()
      .catch((error: Error) => strapi.log.error(`Enquiry digest failed: ${error.message}`));

  strapi.cron.add({
    installerEnquiryDigest: { task: digest, options: { rule: '0 * * * * *' } },
    installerCertificates: {
      task: certificates,
      options: { rule: installerConfig(strapi).certificateReminderCron, tz: 'Asia/Kolkata' },
    },
    installerTrashPurge: { task: purge, options: { rule: installerConfig(strapi).trashPurgeCron } },
    installerMailRetry: { task: deliver, options: { rule: everyRule(retryEveryMs(strapi)) } },
    installerCareers: { task: careers, options: { rule: installerConfig(strapi).applicationPurgeCron } },
    installerEnquiryRetention: { task: enquiries, options: { rule: installerConfig(strapi).enquiryPurgeCron } },
  });
  const sweepMinutes = installerConfig(strapi).orphanSweepMinutes;
  if (sweepMinutes > 0)
    strapi.cron.add({ installerOrphanSweep: { task: sweep, options: { rule: everyRule(sweepMinutes * 60_000) } } });

  void purge();
  void sweep();
  void careers();
  void enquiries();
  void certificates();
};
