import { describe, expect, it } from 'vitest';
import { POWERS, type CurrentUser, type Power, type Powers } from '@portfolio/contract';
import { access } from '../shared/access';
import { visibleNav } from './nav';

const user = (status: boolean, ...on: Power[]): CurrentUser => ({
  _id: '1',
  email: 'staff@example.com',
  status,
  powers: Object.fromEntries(POWERS.map((p) => [p, on.includes(p)])) as Powers,
});
const links = (u: CurrentUser) => visibleNav(u).flatMap((g) => g.links.map((l) => l.label));

describe("the dashboard's access rules (the contract's can)", () => {
  it('shows Home and My Account to anyone signed in, nothing more without status or powers', () => {
    expect(links(user(false))).toEqual(['Home', 'My Account']);
  });

  it('shows the status screens for the status flag alone, without the power screens', () => {
    const shown = links(user(true));
    expect(shown).toEqual(
      expect.arrayContaining([
        'Client Logos',
        'Featured',
        'Tenders',
        'Add Press',
        'Careers',
        'Certificates',
        'Enquiries',
        'Applications',
        'Users',
        'Trash',
      ]),
    );
    expect(shown).not.toContain('Add User');
    expect(shown).not.toContain('Add Client');
    expect(shown).not.toContain('Edit');
  });

  it('offers each power screen to the power that calls its API', () => {
    expect(links(user(false, 'add-user'))).toContain('Add User');
    expect(links(user(false, 'add-client'))).toContain('Add Client');
    expect(links(user(false, 'add-client'))).not.toContain('Edit');
    for (const p of [
      'edit-cover-details',
      'remove-client',
      'edit-site-details',
      'edit-site-photos',
      'remove-project',
    ] as Power[])
      expect(links(user(false, p)), p).toContain('Edit');
    expect(access.clientSites(user(false, 'edit-site-photos'))).toBe(true);
    expect(access.clientSites(user(false, 'edit-cover-details'))).toBe(false);
  });
});
