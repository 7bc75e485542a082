import { titleCase, type AuditEntry } from '@portfolio/contract';

/** A staff change as a sentence: who, what they did, the record (linked where it still exists), the rest. */
export interface AuditSentence {
  who: string;
  /** The words before the record's name. */
  did: string;
  /** The record's name, when there is one. */
  record?: string;
  /** The words after it ("from the Trash"). */
  after?: string;
}

const POST_NOUN: Record<string, string> = {
  press: 'the press post',
  awards: 'the award',
  testimonials: 'the testimonial',
};

/** What each audit action reads as; never the internal key. `noun` is the record's kind in words. */
const VERBS: Record<string, (noun: string) => [string, string?]> = {
  'client.create': () => ['added the client'],
  'client.update': () => ['changed the client'],
  'client.delete': () => ['moved the client', 'to the Trash'],
  'site.create': () => ['added the site'],
  'site.update': () => ['changed the site'],
  'site.delete': () => ['moved the site', 'to the Trash'],
  'featured.order': () => ['put the featured projects in a new order'],
  'logo.create': () => ['uploaded the logo'],
  'logo.delete': () => ['moved the logo', 'to the Trash'],
  'post.create': (n) => [`added ${n}`],
  'post.update': (n) => [`changed ${n}`],
  'post.delete': (n) => [`moved ${n}`, 'to the Trash'],
  'user.register': () => ['added the user'],
  'user.delete': () => ['deleted the user'],
  'user.updatePowers': () => ['changed the powers of'],
  'user.updateStatus': () => ['changed the admin flag of'],
  'user.updateEmail': () => ['changed the email of'],
  'user.changePassword': () => ['changed their own password'],
  'user.resetPassword': () => ['chose a new password with a reset link for'],
  'user.sendPasswordReset': () => ['sent a password reset email to'],
  'user.logoutEverywhere': () => ['signed out everywhere'],
  'user.enableTwoFactor': () => ['turned on two-factor sign-in'],
  'user.disableTwoFactor': () => ['turned off two-factor sign-in'],
  'user.newRecoveryCodes': () => ['made new two-factor recovery codes'],
  'user.resetTwoFactor': () => ['reset the two-factor sign-in of'],
  'settings.requireTwoFactorForAdmins': () => ['changed whether admins must use two-factor sign-in'],
  'trash.restore': () => ['restored', 'from the Trash'],
  'trash.delete': () => ['deleted', 'from the Trash for ever'],
  'trash.purge': () => ['deleted', 'for ever after its days in the Trash'],
  'enquiry.status': () => ['changed the status of the enquiry from'],
  'enquiry.note': () => ['added a note to the enquiry from'],
  'enquiry.reply': () => ['replied to the enquiry from'],
  'enquiry.owner': () => ['changed the owner of the enquiry from'],
  'door.batch': () => ['made a batch of fire-door labels'],
  'door.install': () => ['recorded the install of fire door'],
  'door.inspect': () => ['recorded an inspection of fire door'],
  'door.withdraw': () => ['withdrew fire door'],
};

/** Actions whose record is the actor themself: no name after the verb. */
const SELF = new Set([
  'featured.order',
  'user.changePassword',
  'user.logoutEverywhere',
  'user.enableTwoFactor',
  'user.disableTwoFactor',
  'user.newRecoveryCodes',
  'settings.requireTwoFactorForAdmins',
  'door.batch',
]);

export const auditSentence = (e: AuditEntry): AuditSentence => {
  const who = e.actorEmail ?? (e.action === 'trash.purge' ? 'The Trash' : 'Someone');
  const verb = VERBS[e.action];
  const noun = POST_NOUN[e.targetType ?? ''] ?? 'the post';
  // Client and site names are stored lowercase and shown in title case (spec section 9).
  const named =
    e.label && (e.targetType === 'client' || e.targetType === 'site')
      ? titleCase(e.label)
      : (e.label ?? (e.targetType === 'door' ? e.targetId : null));
  const record = SELF.has(e.action) ? undefined : (named ?? undefined);
  if (!verb) return { who, did: 'made a change to', record: record ?? 'a record' };
  const [did, after] = verb(noun);
  // The Trash's own entries name their item when the server gives it; otherwise "an item".
  if (e.action.startsWith('trash.') && !record) return { who, did: `${did} an item`, after };
  return { who, did, record, after };
};

/** The sentence as plain text ("asha@example.com restored NCB from the Trash"). */
export const auditText = (e: AuditEntry) => {
  const s = auditSentence(e);
  return [s.who, s.did, s.record, s.after].filter(Boolean).join(' ');
};
