import { Badge, Menu, type MenuProps } from 'antd';

type Item = NonNullable<MenuProps['items']>[number];
import { createElement, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { navMatch, visibleNav } from './nav';
import { useDashboardUser } from '../shared/DashboardUser';
import { NAV_ICONS } from './navIcons';
import { useBadges } from '../inbox/api/enquiries';

/** The menu entries that carry a count badge, by nav icon: new and unanswered. */
const BADGED = { enquiries: 'enquiries', applications: 'applications' } as const;

const CountBadge = ({ count, what }: { count: number | undefined; what: string }) =>
  count ? (
    <Badge
      count={count}
      overflowCount={99}
      size="small"
      className="dash-nav-badge"
      title={`${count} ${what}`}
      aria-label={`${count} ${what}`}
    />
  ) : null;

/**
 * The dashboard's grouped navigation (the nav config in nav.ts, filtered by the user's status flag
 * and powers), the current screen marked. The desktop sidebar and the phone drawer both render it.
 */
interface Props {
  collapsed?: boolean;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  /** Shown inside the navigation under the links (the phone drawer's account controls). */
  footer?: ReactNode;
}

export const DashboardNav = ({ collapsed = false, onNavigate, footer }: Props) => {
  const user = useDashboardUser();
  const { pathname } = useLocation();
  const current = navMatch(pathname)?.link.to;
  // Only status users see the Enquiries and Applications entries: only they ask for the counts.
  const { badges } = useBadges(user.status);
  const items: MenuProps['items'] = visibleNav(user).flatMap((group): Item[] => {
    const links = group.links.map(
      (l): Item => ({
        key: l.to,
        icon: createElement(NAV_ICONS[l.icon]),
        title: l.label,
        label: (
          <Link to={l.to} onClick={onNavigate} aria-current={l.to === current ? 'page' : undefined}>
            {l.label}
            {l.icon === BADGED.enquiries && <CountBadge count={badges?.enquiries} what="new and unanswered" />}
            {l.icon === BADGED.applications && <CountBadge count={badges?.applications} what="new" />}
          </Link>
        ),
      }),
    );
    // Home and My Account stand alone; the rest sit under their group's heading.
    return group.label ? [{ type: 'group', key: group.label, label: group.label, children: links }] : links;
  });
  return (
    <nav aria-label="Dashboard" className="dash-menu">
      <Menu mode="inline" inlineCollapsed={collapsed} selectedKeys={current ? [current] : []} items={items} />
      {footer}
    </nav>
  );
};
