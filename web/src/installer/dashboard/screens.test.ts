import { matchRoutes } from 'react-router-dom';
import { POWERS, type CurrentUser, type Powers } from '@portfolio/contract';
import { dashboardRoutes } from '../../app/dashboardRoutes';
import { access } from '../shared/access';
import { NAV_GROUPS, navMatch } from './nav';
import { SCREENS } from './screens';

/** The route a dashboard address opens ('*': none, sent to the dashboard's home). */
const routeOf = (address: string) => matchRoutes(dashboardRoutes(), address)?.at(-1)?.route;

/** Every user the dashboard can meet: with or without the status flag, each set of the seven powers. */
const everyUser = (): CurrentUser[] =>
  [false, true].flatMap((status) =>
    Array.from({ length: 2 ** POWERS.length }, (_, bits) => ({
      _id: 'u',
      email: 'staff@example.com',
      status,
      powers: Object.fromEntries(POWERS.map((p, i) => [p, (bits & (1 << i)) !== 0])) as Powers,
    })),
  );

describe('the screens list: one entry gives a screen its route, guard and link', () => {
  it('opens a screen for every sidebar link and every address a link owns', () => {
    const links = NAV_GROUPS.flatMap((g) => g.links);
    expect(links.map((l) => l.label)).toEqual(SCREENS.flatMap((s) => (s.menu ? [s.menu.label] : [])));
    for (const link of links) {
      expect(routeOf(link.to)?.path, link.to).not.toBe('*');
      for (const owned of link.owns ?? []) expect(routeOf(`${owned}/some-id`)?.path, owned).not.toBe('*');
    }
    expect(routeOf('/installer/dashboard/no-such-screen')?.path).toBe('*');
  });

  it('gives each screen one address, under its link in the breadcrumbs', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(navMatch('/installer/dashboard/client/acme')?.link.label).toBe('Edit');
    expect(navMatch('/installer/dashboard/enquiries/e1')?.link.label).toBe('Enquiries');
  });

  it('never shows a link to a user its screen would send home', () => {
    for (const user of everyUser())
      for (const screen of SCREENS.filter((s) => s.menu))
        if (access[screen.menu!.allow ?? screen.rule](user))
          expect(access[screen.rule](user), `${screen.path} for ${JSON.stringify(user)}`).toBe(true);
  });
});
