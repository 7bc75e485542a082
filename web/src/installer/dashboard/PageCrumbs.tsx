import { Breadcrumb } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { titleCase } from '@portfolio/contract';
import { useSiteInfo } from '../../api/reads';
import { DASHBOARD_HOME } from '../shared/access';
import { navMatch } from './nav';

const CLIENT_PREFIX = `${DASHBOARD_HOME}/client/`;

/** Where the path goes below its nav link: a client's name on client/{name}, "New" on …/new, "Details" elsewhere. */
const detailOf = (path: string, linkTo: string) => {
  if (path.startsWith(CLIENT_PREFIX)) return titleCase(decodeURIComponent(path.slice(CLIENT_PREFIX.length)));
  if (path === `${linkTo}/new`) return 'New';
  return path === linkTo ? undefined : 'Details';
};

/** The trail of the current screen from the nav config, and the browser title it gives. */
export const useScreenTrail = () => {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const match = navMatch(path);
  const screen = match && match.link.to !== DASHBOARD_HOME ? (match.link.title ?? match.link.label) : undefined;
  const detail = match ? detailOf(path, match.link.to) : undefined;
  return { match, screen, detail };
};

/** Sets the browser title: "Users · Dashboard · Company" (the screen, its detail, the company's name). */
export const useScreenTitle = () => {
  const { screen, detail } = useScreenTrail();
  const { site } = useSiteInfo();
  const title = [detail, screen, 'Dashboard', site?.companyName].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/** Breadcrumbs above each screen's heading: Dashboard / group / screen / detail. */
export const PageCrumbs = () => {
  const { match, screen, detail } = useScreenTrail();
  if (!match || !screen) return null;
  const items = [
    { key: 'home', title: <Link to={DASHBOARD_HOME}>Dashboard</Link> },
    ...(match.group.label ? [{ key: 'group', title: match.group.label }] : []),
    { key: 'screen', title: detail ? <Link to={match.link.to}>{screen}</Link> : screen },
    ...(detail ? [{ key: 'detail', title: detail }] : []),
  ];
  return <Breadcrumb className="dash-crumbs" aria-label="Breadcrumb" items={items} />;
};
