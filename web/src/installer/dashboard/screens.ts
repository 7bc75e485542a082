import type { ComponentType } from 'react';
import type { Rule } from '../shared/access';

/** antd icon name shown beside a link (mapped in ./navIcons.tsx; the collapsed sidebar shows only it). */
export type NavIcon =
  | 'home'
  | 'projects'
  | 'clients'
  | 'clientTable'
  | 'addClient'
  | 'logos'
  | 'press'
  | 'awards'
  | 'testimonials'
  | 'enquiries'
  | 'users'
  | 'addUser'
  | 'trash'
  | 'account'
  | 'jobs'
  | 'applications'
  | 'certificates'
  | 'tenders'
  | 'featured'
  | 'doors'
  | 'reports';

/** The sidebar's groups in order, with their headings (none for the first and the last). */
export const MENU_GROUPS = [
  { id: 'start', label: '' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'content', label: 'Content' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'admin', label: 'Admin' },
  { id: 'end', label: '' },
] as const;

export interface DashboardScreen {
  /** Its address under /installer/dashboard ('' for the dashboard's home). */
  path: string;
  /** Who may open it: the route's guard sends anyone else to the dashboard's home. */
  rule: Rule;
  /** The screen's module, loaded when it is first opened. */
  load: () => Promise<{ default: ComponentType }>;
  /** Its link in the sidebar, if it has one. */
  menu?: {
    group: (typeof MENU_GROUPS)[number]['id'];
    /** The link's words (and the breadcrumb's last step): the spec's nav words. */
    label: string;
    /** The browser-title word when it differs from the label ("Users · Dashboard · Company"). */
    title?: string;
    icon: NavIcon;
    /** Other addresses whose screens belong to this link (a client's sites belong to the clients list). */
    owns?: string[];
    /** Who sees the link, when fewer users than may open the screen (the rule otherwise). */
    allow?: Rule;
  };
}

/**
 * THE list of dashboard screens, in sidebar order. The routes (app/dashboardRoutes.tsx) and the
 * sidebar, phone drawer, breadcrumbs and browser title (./nav.ts) all read it: a new screen is one
 * entry here. Groups without a link the user may open are not shown.
 */
export const SCREENS: DashboardScreen[] = [
  {
    path: '',
    rule: 'anyone',
    load: () => import('./DashboardHome'),
    menu: { group: 'start', label: 'Home', icon: 'home' },
  },

  {
    path: 'projects',
    rule: 'projects',
    load: () => import('../projects/ProjectsPage'),
    menu: { group: 'portfolio', label: 'Projects', icon: 'projects' },
  },
  { path: 'projects/new', rule: 'addClient', load: () => import('../projects/NewProjectPage') },
  { path: 'projects/:id', rule: 'clientSites', load: () => import('../projects/ProjectEditorPage') },
  {
    path: 'clients',
    rule: 'projects',
    load: () => import('../projects/ClientsTablePage'),
    menu: { group: 'portfolio', label: 'Clients', icon: 'clientTable' },
  },
  {
    path: 'editcover',
    rule: 'editCover',
    load: () => import('../projects/clients/EditCoverPage'),
    menu: { group: 'portfolio', label: 'Edit', title: 'Clients', icon: 'clients', owns: ['client'] },
  },
  { path: 'client/:id', rule: 'clientSites', load: () => import('../projects/sites/ClientSitesPage') },
  {
    path: 'addclient',
    rule: 'addClient',
    load: () => import('../projects/add-client/AddClientPage'),
    menu: { group: 'portfolio', label: 'Add Client', icon: 'addClient' },
  },
  {
    path: 'addclient-logo',
    rule: 'status',
    load: () => import('../logos/LogosPage'),
    menu: { group: 'portfolio', label: 'Client Logos', icon: 'logos' },
  },
  {
    path: 'featured',
    rule: 'status',
    load: () => import('../featured/FeaturedPage'),
    menu: { group: 'portfolio', label: 'Featured', title: 'Featured projects', icon: 'featured' },
  },
  {
    path: 'tenders',
    rule: 'status',
    load: () => import('../tenders/TendersPage'),
    menu: { group: 'portfolio', label: 'Tenders', title: 'Tenders: similar works', icon: 'tenders' },
  },
  {
    path: 'doors',
    rule: 'doors',
    load: () => import('../doors/DoorsPage'),
    // Anyone signed in may open the register; the link is for those who record installs and inspections or make labels.
    menu: {
      group: 'portfolio',
      label: 'Fire doors',
      title: 'Fire-door register',
      icon: 'doors',
      owns: ['doors'],
      allow: 'doorsLink',
    },
  },
  { path: 'doors/:labelId', rule: 'doors', load: () => import('../doors/DoorPage') },
  {
    path: 'add-press',
    rule: 'status',
    load: () => import('../posts/AddPressPage'),
    menu: { group: 'content', label: 'Add Press', title: 'Press', icon: 'press' },
  },
  {
    path: 'add-awards',
    rule: 'status',
    load: () => import('../posts/AddAwardsPage'),
    menu: { group: 'content', label: 'Add Awards', title: 'Awards', icon: 'awards' },
  },
  {
    path: 'add-testimonials',
    rule: 'status',
    load: () => import('../posts/AddTestimonialsPage'),
    menu: { group: 'content', label: 'Add Testimonials', title: 'Testimonials', icon: 'testimonials' },
  },
  {
    path: 'careers',
    rule: 'status',
    load: () => import('../inbox/careers/JobsPage'),
    menu: { group: 'content', label: 'Careers', title: 'Job openings', icon: 'jobs' },
  },
  {
    path: 'certificates',
    rule: 'status',
    load: () => import('../documents/DocumentsPage'),
    menu: { group: 'content', label: 'Certificates', title: 'Certificates and downloads', icon: 'certificates' },
  },
  // Anyone opens the enquiries they own (from the assignment email); the link is for status users.
  {
    path: 'enquiries',
    rule: 'anyone',
    load: () => import('../inbox/enquiries/EnquiriesPage'),
    menu: { group: 'inbox', label: 'Enquiries', icon: 'enquiries', allow: 'status' },
  },
  { path: 'enquiries/:id', rule: 'anyone', load: () => import('../inbox/enquiries/EnquiryDetailPage') },
  // Anyone opens it (their own enquiries' figures, contract REPORT_RULES; linked from the overview); the link is for
  // status users.
  {
    path: 'reports',
    rule: 'anyone',
    load: () => import('../reports/ReportsPage'),
    menu: { group: 'inbox', label: 'Reports', icon: 'reports', allow: 'status' },
  },
  {
    path: 'applications',
    rule: 'status',
    load: () => import('../inbox/careers/ApplicationsPage'),
    menu: { group: 'inbox', label: 'Applications', title: 'Job applications', icon: 'applications' },
  },
  { path: 'applications/:id', rule: 'status', load: () => import('../inbox/careers/ApplicationDetailPage') },
  {
    path: 'users',
    rule: 'status',
    load: () => import('../accounts/users/UsersPage'),
    menu: { group: 'admin', label: 'Users', icon: 'users' },
  },
  {
    path: 'adduser',
    rule: 'addUser',
    load: () => import('../accounts/add-user/AddUserPage'),
    menu: { group: 'admin', label: 'Add User', icon: 'addUser' },
  },
  {
    path: 'trash',
    rule: 'status',
    load: () => import('../trash/TrashPage'),
    menu: { group: 'admin', label: 'Trash', icon: 'trash' },
  },
  {
    path: 'account',
    rule: 'anyone',
    load: () => import('../accounts/account/AccountPage'),
    menu: { group: 'end', label: 'My Account', icon: 'account' },
  },
];
