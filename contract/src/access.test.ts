import { describe, expect, it } from 'vitest';
import { INBOX_RULES, allows, can } from './access';
import { API_ROUTES, type ApiRouteName } from './api-routes';
import { POWERS, type Powers } from './powers';

const none = Object.fromEntries(POWERS.map((p) => [p, false])) as Powers;
const withPowers = (...on: (keyof Powers)[]) => ({
  status: false,
  powers: { ...none, ...Object.fromEntries(on.map((p) => [p, true])) },
});
const names = Object.keys(API_ROUTES) as ApiRouteName[];

describe('can(user, route)', () => {
  it('lets a signed-out visitor call exactly the public routes', () => {
    for (const name of names) expect(can(undefined, name), name).toBe(API_ROUTES[name].access.kind === 'public');
    expect(can(null, 'clients.getClients')).toBe(true);
    expect(can(null, 'dashboard.overview')).toBe(false);
  });

  it('lets any signed-in user call the signed-in routes, and only a status user the status ones', () => {
    const plain = withPowers();
    const admin = { status: true, powers: none };
    expect(can(plain, 'dashboard.overview')).toBe(true);
    expect(can(plain, 'user.getAllUsers')).toBe(false);
    expect(can(admin, 'user.getAllUsers')).toBe(true);
    expect(can(admin, 'trash.list')).toBe(true);
    // The status flag is not a power: an admin without add-user may not register users.
    expect(can(admin, 'user.register')).toBe(false);
  });

  it('asks for the route’s power, or one of its powers', () => {
    expect(can(withPowers('add-user'), 'user.register')).toBe(true);
    expect(can(withPowers('add-client'), 'user.register')).toBe(false);
    expect(can(withPowers('edit-site-photos'), 'clients.updateSite')).toBe(true);
    expect(can(withPowers('edit-site-details'), 'clients.updateSite')).toBe(true);
    expect(can(withPowers('remove-project'), 'clients.updateSite')).toBe(false);
    expect(can({ status: true, powers: { 'remove-client': true } }, 'clients.deleteClient')).toBe(true);
    expect(can({ status: true }, 'clients.deleteClient')).toBe(false);
  });

  it('reads only true as holding a power', () => {
    expect(allows({ kind: 'power', power: 'add-user' }, { powers: { 'add-user': 'yes' as unknown as boolean } })).toBe(
      false,
    );
    expect(allows({ kind: 'status' }, { status: 'true' as unknown as boolean })).toBe(false);
  });
});

describe('INBOX_RULES', () => {
  it('opens every enquiry to a status user, and to anyone else only the ones they own', () => {
    expect(INBOX_RULES.openEnquiry({ status: true }, false)).toBe(true);
    expect(INBOX_RULES.openEnquiry(withPowers('add-user'), false)).toBe(false);
    expect(INBOX_RULES.openEnquiry(withPowers(), true)).toBe(true);
    expect(INBOX_RULES.openEnquiry(null, true)).toBe(false);
  });

  it('lets only status users choose an owner', () => {
    expect(INBOX_RULES.chooseOwner({ status: true })).toBe(true);
    expect(INBOX_RULES.chooseOwner(withPowers(...POWERS))).toBe(false);
    expect(INBOX_RULES.chooseOwner(undefined)).toBe(false);
  });
});
