import type { CurrentUser } from '@portfolio/contract';
import { DASHBOARD_HOME, access, type AccessRule } from '../shared/access';
import { MENU_GROUPS, SCREENS, type NavIcon } from './screens';

export interface NavLinkItem {
  to: string;
  /** The link's words in the sidebar (and the breadcrumb's last step). */
  label: string;
  allow: AccessRule;
  /** The screen's browser-title word when it differs from the label ("Users · Dashboard · Company"). */
  title?: string;
  icon: NavIcon;
  /** Other paths whose screens belong to this link (a client's sites belong to the clients list). */
  owns?: string[];
}

export interface NavGroup {
  /** The group's heading in the sidebar and its breadcrumb step ("Portfolio"). */
  label: string;
  links: NavLinkItem[];
}

const at = (path: string) => (path ? `${DASHBOARD_HOME}/${path}` : DASHBOARD_HOME);

/**
 * The sidebar's groups and links, in order (Logout is an action, not a link), from the screens list
 * (./screens.ts). The sidebar, the phone drawer, the breadcrumbs and the browser title read it.
 */
export const NAV_GROUPS: NavGroup[] = MENU_GROUPS.map(({ id, label }) => ({
  label,
  links: SCREENS.flatMap(({ path, rule, menu }) =>
    menu?.group === id
      ? [
          {
            to: at(path),
            label: menu.label,
            title: menu.title,
            icon: menu.icon,
            owns: menu.owns?.map(at),
            allow: access[menu.allow ?? rule],
          },
        ]
      : [],
  ),
}));

/** The groups with only the links `user` may open; empty groups dropped. */
export const visibleNav = (user: CurrentUser): NavGroup[] =>
  NAV_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => l.allow(user)) })).filter((g) => g.links.length > 0);

/** The link (and its group) a path belongs to: the longest link path that is the path or a parent of it. */
export const navMatch = (pathname: string): { group: NavGroup; link: NavLinkItem } | undefined => {
  const path = pathname.replace(/\/+$/, '');
  let best: { group: NavGroup; link: NavLinkItem } | undefined;
  for (const group of NAV_GROUPS)
    for (const link of group.links) {
      const under = (base: string) => path === base || path.startsWith(`${base}/`);
      const hit = link.to === DASHBOARD_HOME ? path === DASHBOARD_HOME : [link.to, ...(link.owns ?? [])].some(under);
      if (hit && (!best || link.to.length > best.link.to.length)) best = { group, link };
    }
  return best;
};
