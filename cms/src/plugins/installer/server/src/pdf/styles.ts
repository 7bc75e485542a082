import { FONT_FAMILY } from './render';

/** The site's palette (web/src/styles: --ink, --muted, --accent) for documents. */
export const COLORS = {
  ink: '#14202e',
  muted: '#5d6875',
  accent: '#c9821a',
  accentDark: '#8c5a0c',
  line: '#dfe3e8',
  panel: '#f4f1ec',
  white: '#ffffff',
  ok: '#1f7a3f',
  no: '#a3261d',
};

/** A4 in PDF points. */
export const A4_HEIGHT = 841.89;

export const base = {
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    color: COLORS.ink,
    paddingTop: 42,
    paddingBottom: 54,
    paddingHorizontal: 42,
    lineHeight: 1.4,
  },
  // A text's line height is in points of the page's 10 pt text unless it says its own: headings say theirs.
  h1: { fontSize: 22, fontWeight: 700, marginBottom: 4, lineHeight: 1.25 },
  h2: { fontSize: 14, fontWeight: 700, marginTop: 16, marginBottom: 8, lineHeight: 1.3 },
  muted: { color: COLORS.muted },
  small: { fontSize: 8.5, color: COLORS.muted },
  // Placed from the top: react-pdf drops a `fixed` element placed with `bottom` on a page with bottom padding.
  footer: {
    position: 'absolute',
    top: A4_HEIGHT - 36,
    left: 42,
    right: 42,
    fontSize: 8,
    color: COLORS.muted,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
} as const;
