import type { Core } from '@strapi/strapi';
import { DASHBOARD_PATH, EMAIL_PATTERN, staffLinkPath } from '@portfolio/contract';

/**
 * What the two staff inboxes' emails (new enquiry or application, assigned to you, the visitor's
 * confirmation) write the same way. They go through the mailer's outbox.
 */

/** A subject on one line: a visitor's name cannot add a header. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** `Label: value`, or no line when the value is empty. */
export const fieldLine = (label: string, value: unknown): string[] =>
  value == null || value === '' ? [] : [`${label}: ${value}`];

/** The staff email's last line: the item in the dashboard (`enquiries/<id>`), through sign-in when signed out. */
export const dashboardLine = (origin: string, path: string) =>
  `Open it in the dashboard: ${origin.replace(/\/+$/, '')}${staffLinkPath(`${DASHBOARD_PATH}/${path}`)}`;

/**
 * Queues an email about a row already stored: a failure is logged as `failure: why` and never
 * thrown, so the visitor's or staff member's action still succeeds.
 */
export const queueQuietly = async (strapi: Core.Strapi, failure: string, queue: () => Promise<unknown>) => {
  try {
    await queue();
  } catch (error) {
    strapi.log.error(`${failure}: ${(error as Error).message}`);
  }
};

/** The valid addresses of a comma-, semicolon- or line-separated list (a Site settings recipients field). */
export const addressList = (value: unknown): string[] => [
  ...new Set(
    String(value ?? '')
      .split(/[\s,;]+/)
      .map((a) => a.trim().toLowerCase())
      .filter((a) => EMAIL_PATTERN.test(a)),
  ),
];
