import type { AuditEntry } from '@portfolio/contract';
import { auditText } from './auditSentence';

const entry = (action: string, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'a',
  actorEmail: 'asha@example.com',
  action,
  targetType: null,
  targetId: null,
  label: null,
  at: '2026-11-23T08:36:00.000Z',
  link: null,
  ...fields,
});

describe('audit history as sentences', () => {
  it.each<[string, Partial<AuditEntry>, string]>([
    ['trash.restore', { label: 'ncb' }, 'asha@example.com restored ncb from the Trash'],
    ['trash.restore', {}, 'asha@example.com restored an item from the Trash'],
    ['client.create', { targetType: 'client', label: 'ncb' }, 'asha@example.com added the client Ncb'],
    [
      'post.delete',
      { targetType: 'awards', label: 'Best Interiors 2025' },
      'asha@example.com moved the award Best Interiors 2025 to the Trash',
    ],
    [
      'user.updatePowers',
      { targetType: 'user', label: 'ravi@example.com' },
      'asha@example.com changed the powers of ravi@example.com',
    ],
    [
      'user.changePassword',
      { targetType: 'user', label: 'asha@example.com' },
      'asha@example.com changed their own password',
    ],
    [
      'trash.purge',
      { actorEmail: null, label: 'Old Press' },
      'The Trash deleted Old Press for ever after its days in the Trash',
    ],
    [
      'featured.order',
      { targetType: 'site', label: 'ncb tower' },
      'asha@example.com put the featured projects in a new order',
    ],
    ['something.new', { label: 'X' }, 'asha@example.com made a change to X'],
  ])('%s reads as a sentence, never the key', (action, fields, text) => {
    expect(auditText(entry(action, fields))).toBe(text);
  });
});
