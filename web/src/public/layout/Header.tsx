import { PUBLIC_ROUTES } from '@portfolio/contract';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { contactHref, enquiryContextFor } from '../contact/context';
import { usePathChange } from '../../shared/useAppBehaviours';
import { telHref } from '../components/tel';
import { WhatsappIcon, useWhatsappLink } from '../components/contactLinks';
import './header.css';

interface NavItem {
  to: string;
  label: string;
}

/** The main menu: two groups and two plain links (spec routes; every company page is reachable). */
export const MENU: ({ id: string; label: string; items: NavItem[] } | NavItem)[] = [
  {
    id: 'services',
    label: 'Services',
    items: [
      { to: PUBLIC_ROUTES.designAndBuild, label: 'Design & Build' },
      { to: PUBLIC_ROUTES.manufacturing, label: 'Manufacturing' },
      { to: PUBLIC_ROUTES.fireDoors, label: 'Fire Doors' },
    ],
  },
  { to: PUBLIC_ROUTES.projects, label: 'Projects' },
  {
    id: 'company',
    label: 'Company',
    items: [
      { to: PUBLIC_ROUTES.about, label: 'About' },
      { to: PUBLIC_ROUTES.certifications, label: 'Certifications' },
      { to: PUBLIC_ROUTES.press, label: 'Press & Awards' },
      { to: PUBLIC_ROUTES.career, label: 'Career' },
    ],
  },
  { to: PUBLIC_ROUTES.contact, label: 'Contact' },
];

const Mark = () => (
  <svg className="pub-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
    <rect width="32" height="32" rx="6" fill="#c9821a" />
    <path
      d="M8 23V9h9a4 4 0 0 1 0 8h-9m9 0a4 4 0 0 1 0 6H8"
      fill="none"
      stroke="#fff"
      strokeWidth="2.6"
      strokeLinejoin="round"
    />
  </svg>
);

const Chevron = () => (
  <svg className="pub-menu__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
    <path
      d="M2.5 4.5 6 8l3.5-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The site header: logo mark and company name on one line, the grouped main menu and the primary
 * "Get a quote" button. Groups and the phone menu button are `<details>`/`<summary>` disclosures,
 * so they open without JavaScript (the phone drawer is shown with `:has(details[open])`); after
 * hydration the header also closes them on navigation, Escape and a click elsewhere, keeps one group
 * open at a time and sets `aria-expanded`.
 */
export const Header = ({ company, phone }: { company?: string; phone?: string | null }) => {
  const [drawer, setDrawer] = useState(false);
  const [menu, setMenu] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const whatsapp = useWhatsappLink();

  useEffect(() => {
    // The page hydrates after it has painted: keep what the visitor opened before that.
    const header = ref.current;
    setDrawer(!!header?.querySelector<HTMLDetailsElement>('.pub-nav-toggle')?.open);
    setMenu(header?.querySelector<HTMLElement>('details.pub-menu[open]')?.dataset.menu ?? null);
    setEnhanced(true);
  }, []);
  usePathChange(() => {
    setDrawer(false);
    setMenu(null);
  });
  useEffect(() => {
    if (!drawer && !menu) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element;
      if (menu && !target.closest?.(`[data-menu="${menu}"]`)) setMenu(null);
      if (drawer && !ref.current?.contains(target)) setDrawer(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [drawer, menu]);

  const menuToggled = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setMenu((current) => (isOpen ? id : current === id ? null : current));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const details = (event.target as Element).closest('details[open]') ?? ref.current?.querySelector('details[open]');
    if (!details) return;
    event.preventDefault();
    (details as HTMLDetailsElement).open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <header className={`pub-header${drawer ? ' is-open' : ''}`} ref={ref} onKeyDown={onKeyDown}>
      <div className="pub-container pub-header__inner">
        <Link to="/" className="pub-brand" aria-label={company ? `${company} – home` : 'Home'}>
          <Mark />
          <span className="pub-brand__name">{company}</span>
        </Link>
        <details className="pub-nav-toggle" open={drawer} onToggle={(e) => setDrawer(e.currentTarget.open)}>
          <summary aria-controls="pub-nav" aria-expanded={enhanced ? drawer : undefined}>
            <span className="pub-nav-toggle__bars" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="pub-nav-toggle__label">Menu</span>
          </summary>
        </details>
        <nav id="pub-nav" aria-label="Main" className="pub-nav">
          <ul className="pub-nav__list">
            {MENU.map((entry) =>
              'items' in entry ? (
                <li key={entry.id}>
                  <details
                    className="pub-menu"
                    name="pub-menu"
                    data-menu={entry.id}
                    open={menu === entry.id}
                    onToggle={menuToggled(entry.id)}
                  >
                    <summary
                      className={entry.items.some((i) => pathname.startsWith(i.to)) ? 'active' : undefined}
                      aria-controls={`pub-menu-${entry.id}`}
                      aria-expanded={enhanced ? menu === entry.id : undefined}
                    >
                      {entry.label}
                      <Chevron />
                    </summary>
                    <ul id={`pub-menu-${entry.id}`} className="pub-menu__list">
                      {entry.items.map(({ to, label }) => (
                        <li key={to}>
                          <NavLink to={to}>{label}</NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to}>{entry.label}</NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="pub-nav__actions">
            {phone && (
              <a className="pub-button pub-button--ghost pub-nav__call" href={telHref(phone)}>
                Call {phone}
              </a>
            )}
            {whatsapp && (
              <a
                className="pub-button pub-button--ghost pub-nav__chat"
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Chat on WhatsApp"
                title="Chat on WhatsApp"
              >
                <WhatsappIcon />
                <span className="pub-nav__chat-label">WhatsApp</span>
              </a>
            )}
            <Link className="pub-button pub-nav__quote" to={contactHref(enquiryContextFor(pathname))}>
              Get a quote
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
};
