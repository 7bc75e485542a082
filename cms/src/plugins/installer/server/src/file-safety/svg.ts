import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * SVG inspection with a real XML parser (saxes: a strict, streaming XML 1.0 + namespaces parser,
 * linear in the input, no DTD processing, no network) and an allowlist. The text examined is
 * bounded by the logo size cap (checked before); the document is refused when it cannot be proved
 * safe: anything not on the lists below, a DOCTYPE (entities, external DTDs), a processing
 * instruction, malformed XML, or more elements or nesting than a logo needs.
 *
 * What the lists guard against: an SVG logo is served from our own origin (or an S3 bucket without
 * our CSP), so script (`<script>` in any namespace prefix, event handlers, `javascript:` links,
 * animations that rewrite an `href`) would run with a site's privileges, and external references
 * (links, images, stylesheets, fonts) leak visitors' requests or let the image renderer read files.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Namespaces design tools keep their own inert metadata in: browsers neither render nor run them. */
const EDITOR_NS = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/GenericCustomNamespace/1.0/',
  'http://ns.adobe.com/XPath/1.0/',
]);

/** Drawing, text, paint servers and cheap filter primitives. No script, animation, foreignObject, feImage or fonts. */
const ELEMENTS = new Set(
  (
    'svg g defs symbol use switch title desc metadata style a view ' +
    'path rect circle ellipse line polyline polygon image text tspan textPath ' +
    'linearGradient radialGradient stop pattern clipPath mask marker ' +
    'filter feBlend feColorMatrix feComponentTransfer feFuncR feFuncG feFuncB feFuncA feComposite ' +
    'feDropShadow feFlood feGaussianBlur feMerge feMergeNode feOffset'
  ).split(' '),
);

/** Geometry, presentation and core attributes (SVG 1.1/2). Event handlers and `src` are not among them. */
const ATTRIBUTES = new Set(
  (
    'id class style lang tabindex role x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength ' +
    'viewBox preserveAspectRatio transform gradientTransform gradientUnits patternTransform patternUnits ' +
    'patternContentUnits spreadMethod offset clipPathUnits maskUnits maskContentUnits markerUnits markerWidth ' +
    'markerHeight refX refY orient filterUnits primitiveUnits in in2 result stdDeviation dx dy mode operator ' +
    'k1 k2 k3 k4 values type tableValues slope intercept amplitude exponent flood-color flood-opacity ' +
    'edgeMode version baseProfile requiredFeatures requiredExtensions systemLanguage href ' +
    'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin ' +
    'stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color color-interpolation ' +
    'color-interpolation-filters color-rendering display visibility overflow clip clip-path clip-rule mask ' +
    'filter marker marker-start marker-mid marker-end paint-order vector-effect shape-rendering ' +
    'text-rendering image-rendering stop-color stop-opacity font font-family font-size font-size-adjust ' +
    'font-stretch font-style font-variant font-weight text-anchor text-decoration dominant-baseline ' +
    'alignment-baseline baseline-shift letter-spacing word-spacing writing-mode direction unicode-bidi ' +
    'lengthAdjust textLength rotate startOffset method spacing side isolation mix-blend-mode enable-background ' +
    'lighting-color solid-color solid-opacity zoomAndPan'
  ).split(' '),
);
const INERT_ATTRIBUTE = /^(data|aria)-[a-z0-9_.-]+$/i;

/** An in-document reference, or an embedded raster image (never SVG: it could nest anything). */
const SAFE_HREF = /^\s*(?:#[\w.:-]*\s*|data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*)$/i;

/** Rendering cost grows with elements (librsvg draws ~5000 paths a second here): a logo needs far fewer. */
const MAX_ELEMENTS = 10_000;
const MAX_DEPTH = 100;

/** CSS text without its comments; null when a comment is left open. Linear: one indexOf per comment. */
const withoutCssComments = (css: string): string | null => {
  let out = '';
  let from = 0;
  for (;;) {
    const start = css.indexOf('/*', from);
    if (start < 0) return out + css.slice(from);
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return null;
    out += `${css.slice(from, start)} `;
    from = end + 2;
  }
};

/**
 * Whether CSS (a `<style>` element, a `style` attribute, or any presentation value such as
 * fill="url(#g)") could load or run something. Backslash escapes are refused outright (`u\72l(`
 * spells url), so what is left can be read literally; every url() must point inside the document.
 */
export const isUnsafeCss = (text: string): boolean => {
  const css = withoutCssComments(text)?.toLowerCase();
  if (css === undefined || css.includes('\\')) return true;
  if (
    /@import|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|image-set\s*\(|cross-fade\s*\(|\bimage\s*\(|\belement\s*\(/.test(
      css,
    )
  )
    return true;
  for (let at = css.indexOf('url('); at >= 0; at = css.indexOf('url(', at + 4)) {
    const target = css.slice(at + 4, at + 4 + 256).replace(/^[\s"']+/, '');
    if (!target.startsWith('#')) return true;
  }
  return false;
};

class Refused extends Error {}

export interface SvgInspection {
  verdict: 'svg' | 'unsafe' | 'not-svg';
  /** The raster images embedded as data: URIs; their size is the caller's to check. */
  images: string[];
}

/**
 * Reads an SVG document and says whether it is a safe SVG, an SVG that cannot be proved safe, or
 * not an SVG at all (no `<svg>` root in the SVG namespace).
 */
export const inspectSvg = (text: string): SvgInspection => {
  const images: string[] = [];
  const parser = new SaxesParser({ xmlns: true, position: false });
  const refuse = (): never => {
    throw new Refused();
  };
  let root: 'svg' | 'other' | null = null;
  let elements = 0;
  let depth = 0;
  let styleText: string[] | null = null;

  const checkAttribute = (local: string, uri: string, name: string, value: string) => {
    // Namespace declarations and design tools' own attributes are inert (and may hold file paths).
    if (uri === XMLNS_NS || name === 'xmlns' || EDITOR_NS.has(uri)) return;
    const known =
      (uri === '' && (ATTRIBUTES.has(local) || INERT_ATTRIBUTE.test(local))) ||
      (uri === XLINK_NS && (local === 'href' || local === 'title')) ||
      (uri === XML_NS && (local === 'space' || local === 'lang'));
    if (!known) refuse();
    if (local === 'href' && uri !== XML_NS) {
      if (!SAFE_HREF.test(value)) refuse();
      if (!value.trim().startsWith('#')) images.push(value.trim());
    } else if (isUnsafeCss(value)) refuse();
  };

  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (root === null) root = tag.uri === SVG_NS && tag.local === 'svg' ? 'svg' : 'other';
    if (root !== 'svg') refuse();
    if (++elements > MAX_ELEMENTS || ++depth > MAX_DEPTH) refuse();
    if (!(tag.uri === SVG_NS && ELEMENTS.has(tag.local)) && !EDITOR_NS.has(tag.uri)) refuse();
    for (const attribute of Object.values(tag.attributes))
      checkAttribute(attribute.local, attribute.uri, attribute.name, attribute.value);
    if (tag.uri === SVG_NS && tag.local === 'style') styleText = [];
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    depth--;
    if (styleText && tag.uri === SVG_NS && tag.local === 'style') {
      if (isUnsafeCss(styleText.join(''))) refuse();
      styleText = null;
    }
  });
  const collect = (chunk: string) => styleText?.push(chunk);
  parser.on('text', collect);
  parser.on('cdata', collect);

  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    // Refused, or malformed: an SVG we cannot prove safe; anything else is simply not an SVG.
    const svgLike = root === 'svg' || (root === null && /<svg[\s>]/i.test(text.slice(0, 4096)));
    return { verdict: svgLike ? 'unsafe' : 'not-svg', images: [] };
  }
  return { verdict: root === 'svg' ? 'svg' : 'not-svg', images };
};
