import { createElement, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Parts of a public page that do nothing in the browser (text, cards, photos, links) need no
 * hydration: the server's HTML is already what the visitor sees. Hydrating them anyway was most of
 * the page's main-thread work on a phone (Lighthouse's total blocking time).
 *
 * `<Static>` renders its children on the server. In the browser's first render, the hydration of a
 * server-rendered page, it keeps the server's HTML as it is (Preact leaves an element's DOM alone
 * when it hydrates one with `dangerouslySetInnerHTML`) and does not run its children at all. Once
 * the page changes (a client-side navigation, new loader data on the same route), it renders its
 * children like any component. Links inside keep client-side navigation through one delegated click
 * handler (`followStaticLinks`, src/app/start.tsx). Only for parts without event handlers or state.
 */
let hydrating = false;

/** Set by the hydration of a server-rendered page (src/app/start.tsx) around its one render pass. */
export const setHydrating = (on: boolean) => {
  hydrating = on;
};

/** Marks the element whose HTML may be kept; the delegated link handler looks for it. */
export const STATIC_ATTRIBUTE = 'data-static';
const KEEP = { __html: '' };

/** The wrapper is a `display: contents` div (base.css): it adds no box, so layouts are unchanged. */
export const Static = ({ children }: { children: ReactNode }) => {
  const { key } = useLocation();
  // Only an instance made during hydration keeps the server's HTML, and only until the page first
  // changes (for good: Back to the first page brings its location key again, not its server HTML).
  const keptAt = useRef(hydrating ? key : null);
  if (keptAt.current !== key) keptAt.current = null;
  const props = { [STATIC_ATTRIBUTE]: '' };
  if (keptAt.current !== null) return createElement('div', { ...props, dangerouslySetInnerHTML: KEEP });
  return createElement('div', props, children);
};
