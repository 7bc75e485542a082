import crypto from 'crypto';
import sharp from 'sharp';

/**
 * Demo pictures for the company pages that read as architectural renders rather than drawings:
 * one-point perspective, light falling off across walls and floors, soft shadows, reflections and
 * film grain (sharp renders the SVG, blurs it a touch and lays noise over it). No text in any of them.
 */
export type RenderKind =
  | 'door-timber'
  | 'door-steel'
  | 'door-glazed'
  | 'door-double'
  | 'factory'
  | 'factory-line'
  | 'portrait'
  | 'facade'
  | 'interior';

const DOORS: Record<string, { leaf: [string, string]; frame: string; glass: boolean; double: boolean }> = {
  'door-timber': { leaf: ['#8a5a32', '#5e3a1e'], frame: '#3b2a1c', glass: false, double: false },
  'door-steel': { leaf: ['#9aa4ad', '#5d6770'], frame: '#3f4750', glass: false, double: false },
  'door-glazed': { leaf: ['#b07a45', '#7a4f29'], frame: '#40301f', glass: true, double: false },
  'door-double': { leaf: ['#7f8b80', '#4f5a50'], frame: '#2f3530', glass: true, double: true },
};

const defs = (w: number, h: number) => `
  <linearGradient id="wallL" x1="0" x2="1"><stop offset="0" stop-color="#d9d3c8"/><stop offset="1" stop-color="#efeae2"/></linearGradient>
  <linearGradient id="wallR" x1="1" x2="0"><stop offset="0" stop-color="#cfc8bb"/><stop offset="1" stop-color="#ece6dc"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#6f6458"/><stop offset="1" stop-color="#b9ae9f"/></linearGradient>
  <linearGradient id="ceil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e6e0"/><stop offset="1" stop-color="#fbfaf7"/></linearGradient>
  <radialGradient id="light" cx="0.5" cy="0.35" r="0.65"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfeef5"/><stop offset="0.45" stop-color="#9fbccc"/><stop offset="0.55" stop-color="#c9dde7"/><stop offset="1" stop-color="#6f8fa0"/></linearGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${Math.round(w / 120)}"/></filter>
  <filter id="softer"><feGaussianBlur stdDeviation="${Math.round(h / 300)}"/></filter>`;

/** A corridor in one-point perspective with a fire door set in the end wall. */
const doorScene = (kind: string, w: number, h: number) => {
  const d = DOORS[kind];
  const vx = w * 0.5;
  const ex0 = w * 0.3;
  const ex1 = w * 0.7;
  const ey0 = h * 0.16;
  const ey1 = h * 0.84;
  const doorW = (ex1 - ex0) * (d.double ? 0.78 : 0.46);
  const dx = vx - doorW / 2;
  const dy = ey0 + (ey1 - ey0) * 0.12;
  const dh = ey1 - dy;
  const leaf = (x: number, lw: number, i: number) => `
    <rect x="${x}" y="${dy + 6}" width="${lw}" height="${dh - 6}" fill="url(#leaf${i})"/>
    ${d.glass ? `<rect x="${x + lw * 0.3}" y="${dy + dh * 0.14}" width="${lw * 0.4}" height="${dh * 0.32}" fill="url(#glass)" stroke="${d.frame}" stroke-width="4"/>` : ''}
    ${kind === 'door-timber' ? Array.from({ length: 7 }, (_, g) => `<path d="M${x + lw * (0.1 + g * 0.13)} ${dy + 8} q ${lw * 0.03} ${dh / 2} 0 ${dh - 14}" stroke="#000" stroke-opacity="0.07" stroke-width="3" fill="none"/>`).join('') : ''}
    <rect x="${x + (i ? 10 : lw - 26)}" y="${dy + dh * 0.52}" width="16" height="${dh * 0.035}" rx="4" fill="#c9ccd0"/>
    <rect x="${x}" y="${dy + 6}" width="${lw}" height="${dh - 6}" fill="url(#sheen)" opacity="0.5"/>`;
  const leaves = d.double
    ? leaf(dx + 8, doorW / 2 - 10, 0) + leaf(vx + 2, doorW / 2 - 10, 1)
    : leaf(dx + 8, doorW - 16, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs(w, h)}
  <linearGradient id="leaf0" x1="0" x2="1"><stop offset="0" stop-color="${d.leaf[0]}"/><stop offset="1" stop-color="${d.leaf[1]}"/></linearGradient>
  <linearGradient id="leaf1" x1="1" x2="0"><stop offset="0" stop-color="${d.leaf[0]}"/><stop offset="1" stop-color="${d.leaf[1]}"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="#e8e3da"/>
  <polygon points="0,0 ${w},0 ${ex1},${ey0} ${ex0},${ey0}" fill="url(#ceil)"/>
  <polygon points="0,0 ${ex0},${ey0} ${ex0},${ey1} 0,${h}" fill="url(#wallL)"/>
  <polygon points="${w},0 ${ex1},${ey0} ${ex1},${ey1} ${w},${h}" fill="url(#wallR)"/>
  <polygon points="0,${h} ${ex0},${ey1} ${ex1},${ey1} ${w},${h}" fill="url(#floor)"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${w * (i / 5)}" y1="${h}" x2="${ex0 + (ex1 - ex0) * (i / 5)}" y2="${ey1}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`).join('')}
  ${Array.from({ length: 3 }, (_, i) => {
    const t = 0.25 + i * 0.25;
    const x0 = ex0 * t;
    const x1 = w - (w - ex1) * t;
    const y = ey0 * t;
    return `<rect x="${x0 + (x1 - x0) * 0.42}" y="${y - 4}" width="${(x1 - x0) * 0.16}" height="${8 - i * 2}" fill="#fffdf6" opacity="0.95"/>`;
  }).join('')}
  <rect x="${ex0}" y="${ey0}" width="${ex1 - ex0}" height="${ey1 - ey0}" fill="#f1ece3"/>
  <rect x="${ex0}" y="${ey1 - 10}" width="${ex1 - ex0}" height="10" fill="#8c8174"/>
  <ellipse cx="${vx}" cy="${ey1 + 6}" rx="${doorW * 0.7}" ry="${h * 0.02}" fill="#000" opacity="0.25" filter="url(#soft)"/>
  <rect x="${dx - 10}" y="${dy - 10}" width="${doorW + 20}" height="${dh + 10}" fill="${d.frame}"/>
  ${leaves}
  <rect x="${w * 0.04}" y="${h * 0.3}" width="${w * 0.05}" height="${h * 0.34}" fill="#000" opacity="0.06" filter="url(#soft)"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
</svg>`;
};

/** A factory hall: roof trusses and skylights in perspective, machines along a lit aisle. */
/** Variants 2 and up: other halls (another viewpoint and machine colours), so a page's photos are its own. */
const HALLS = [
  { at: 0.36, colours: ['#5b7a52', '#c9a24a'] },
  { at: 0.56, colours: ['#3f5f8a', '#b8b2a4'] },
  { at: 0.5, colours: ['#7a4a3c', '#4d6a7d'] },
];
const factoryScene = (kind: string, variant: number, w: number, h: number) => {
  const hall = variant >= 2 ? HALLS[(variant - 2) % HALLS.length] : null;
  const vx = w * (hall?.at ?? (kind === 'factory-line' ? 0.62 : 0.45));
  const [machine, accent] = hall?.colours ?? ['#4d6a7d', '#d08b2c'];
  const vy = h * 0.42;
  const trusses = Array.from({ length: 9 }, (_, i) => {
    const t = Math.pow(0.72, i);
    const x0 = vx - vx * t;
    const x1 = vx + (w - vx) * t;
    const y = vy - vy * t;
    return `<line x1="${x0}" y1="${y + h * 0.05 * t}" x2="${x1}" y2="${y + h * 0.05 * t}" stroke="#3b4249" stroke-width="${Math.max(2, 14 * t)}"/><rect x="${vx - w * 0.12 * t}" y="${y}" width="${w * 0.24 * t}" height="${h * 0.04 * t}" fill="#f4f7fb" opacity="0.9"/>`;
  }).join('');
  const machines = Array.from({ length: 7 }, (_, i) => {
    const t = Math.pow(0.7, i);
    const side = i % 2 ? 1 : -1;
    const mw = w * 0.16 * t;
    const mh = h * 0.2 * t;
    const x = vx + side * (w * 0.14 * t + (side < 0 ? mw : 0)) * 1;
    const y = vy + (h - vy) * t * 0.72 - mh;
    return `<rect x="${x}" y="${y}" width="${mw}" height="${mh}" fill="${i % 3 ? machine : accent}"/><rect x="${x}" y="${y}" width="${mw}" height="${mh * 0.18}" fill="#fff" opacity="0.18"/><rect x="${x}" y="${y + mh}" width="${mw}" height="${mh * 0.08}" fill="#000" opacity="0.35" filter="url(#softer)"/>`;
  })
    .reverse()
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs(w, h)}
  <linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7d8791"/><stop offset="0.45" stop-color="#c7ccd1"/><stop offset="1" stop-color="#5a5f63"/></linearGradient>
  <linearGradient id="aisle" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#8e8f86"/><stop offset="1" stop-color="#d9d8cf"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#hall)"/>
  <polygon points="0,${h} ${vx - w * 0.03},${vy} ${vx + w * 0.03},${vy} ${w},${h}" fill="url(#aisle)"/>
  <polygon points="${w * 0.3},${h} ${vx - w * 0.004},${vy} ${vx + w * 0.004},${vy} ${w * 0.34},${h}" fill="#e4c34a" opacity="0.8"/>
  <polygon points="${w * 0.7},${h} ${vx + w * 0.004},${vy} ${vx + w * 0.012},${vy} ${w * 0.74},${h}" fill="#e4c34a" opacity="0.8"/>
  ${trusses}
  <rect x="${vx - w * 0.05}" y="${vy - h * 0.1}" width="${w * 0.1}" height="${h * 0.1}" fill="#fffaf0" opacity="0.95" filter="url(#softer)"/>
  ${machines}
  <polygon points="${vx - w * 0.05},${vy - h * 0.1} ${vx + w * 0.05},${vy - h * 0.1} ${w * 0.9},${h} ${w * 0.1},${h}" fill="#fff6dc" opacity="0.12" filter="url(#soft)"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
</svg>`;
};

/** A studio portrait: head and shoulders, rim-lit against a graduated backdrop. */
const portraitScene = (variant: number, w: number, h: number) => {
  const tones = [
    ['#8d5a3b', '#6b4129'],
    ['#a0704f', '#7a5238'],
    ['#6f4630', '#52331f'],
    ['#b58463', '#8a5f43'],
  ][variant % 4];
  const suits = ['#1f2a36', '#3a3f47', '#2b3a2f', '#4a2f33'][variant % 4];
  const bg = ['#7b8794', '#8f8579', '#6f7f86', '#857a8c'][variant % 4];
  const cx = w / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
  <radialGradient id="bg" cx="0.45" cy="0.35" r="0.8"><stop offset="0" stop-color="#f3f1ee"/><stop offset="1" stop-color="${bg}"/></radialGradient>
  <radialGradient id="skin" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${tones[0]}"/><stop offset="1" stop-color="${tones[1]}"/></radialGradient>
  <linearGradient id="suit" x1="0" x2="1"><stop offset="0" stop-color="${suits}"/><stop offset="0.5" stop-color="#4b5560"/><stop offset="1" stop-color="${suits}"/></linearGradient>
  <filter id="blur"><feGaussianBlur stdDeviation="${w / 90}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <ellipse cx="${cx}" cy="${h * 0.98}" rx="${w * 0.46}" ry="${h * 0.3}" fill="url(#suit)"/>
  <polygon points="${cx - w * 0.09},${h * 0.7} ${cx},${h * 0.86} ${cx + w * 0.09},${h * 0.7}" fill="#eef0f2"/>
  <rect x="${cx - w * 0.075}" y="${h * 0.5}" width="${w * 0.15}" height="${h * 0.2}" rx="${w * 0.05}" fill="${tones[1]}"/>
  <ellipse cx="${cx}" cy="${h * 0.4}" rx="${w * 0.165}" ry="${h * 0.21}" fill="url(#skin)"/>
  <path d="M${cx - w * 0.17} ${h * 0.36} q ${w * 0.02} ${-h * 0.24} ${w * 0.17} ${-h * 0.2} q ${w * 0.16} ${-h * 0.02} ${w * 0.17} ${h * 0.2} q ${-w * 0.05} ${-h * 0.1} ${-w * 0.17} ${-h * 0.11} q ${-w * 0.12} 0 ${-w * 0.17} ${h * 0.11}z" fill="#1d1712"/>
  <ellipse cx="${cx + w * 0.14}" cy="${h * 0.42}" rx="${w * 0.03}" ry="${h * 0.17}" fill="#fff" opacity="0.16" filter="url(#blur)"/>
  <rect width="${w}" height="${h}" fill="#000" opacity="0.04"/>
</svg>`;
};

/** A building's glazed facade in two-point perspective against an evening sky. */
const facadeScene = (variant: number, w: number, h: number, interior: boolean) => {
  if (interior) return doorScene(['door-glazed', 'door-double'][variant % 2], w, h).replace('#e8e3da', '#ddd6ca');
  const sky = [
    ['#f3c98b', '#6f8fb4'],
    ['#f6d7a7', '#7d9ec2'],
    ['#e9b98a', '#5e7899'],
  ][variant % 3];
  const cols = 14;
  const rows = 10;
  const grid = Array.from({ length: cols }, (_, c) =>
    Array.from({ length: rows }, (_, r) => {
      const x = w * 0.12 + c * ((w * 0.5) / cols);
      const lean = (c / cols) * h * 0.12;
      const y = h * 0.18 + lean * 0.4 + r * ((h * 0.62 - lean * 0.6) / rows);
      const lit = (c * 7 + r * 3 + variant) % 5 === 0;
      return `<rect x="${x + 2}" y="${y + 2}" width="${(w * 0.5) / cols - 4}" height="${(h * 0.62 - lean * 0.6) / rows - 4}" fill="${lit ? '#ffe2a8' : 'url(#glass)'}" opacity="${lit ? 0.9 : 0.85}"/>`;
    }).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs(w, h)}
  <linearGradient id="sky" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
  <linearGradient id="side" x1="0" x2="1"><stop offset="0" stop-color="#50606e"/><stop offset="1" stop-color="#2f3a44"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <polygon points="${w * 0.1},${h * 0.16} ${w * 0.64},${h * 0.24} ${w * 0.64},${h * 0.86} ${w * 0.1},${h * 0.84}" fill="#3e4b56"/>
  ${grid}
  <polygon points="${w * 0.64},${h * 0.24} ${w * 0.86},${h * 0.3} ${w * 0.86},${h * 0.85} ${w * 0.64},${h * 0.86}" fill="url(#side)"/>
  <rect y="${h * 0.84}" width="${w}" height="${h * 0.16}" fill="#4b4a45"/>
  <rect y="${h * 0.84}" width="${w}" height="${h * 0.03}" fill="#000" opacity="0.25" filter="url(#softer)"/>
  ${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${w * (0.05 + i * 0.22)}" cy="${h * 0.84}" rx="${w * 0.05}" ry="${h * 0.09}" fill="#3f5b3a" opacity="0.9"/>`).join('')}
  <rect width="${w}" height="${h}" fill="url(#light)" opacity="0.6"/>
</svg>`;
};

const svgFor = (kind: RenderKind, variant: number, w: number, h: number) => {
  if (kind.startsWith('door-')) return doorScene(kind, w, h);
  if (kind === 'factory' || kind === 'factory-line') return factoryScene(kind, variant, w, h);
  if (kind === 'portrait') return portraitScene(variant, w, h);
  return facadeScene(variant, w, h, kind === 'interior');
};

/** Film grain: a fixed noise pattern (seeded), so the same picture comes out the same; one grey channel, raw. */
const grain = (w: number, h: number, seed: number) => {
  const bytes = Buffer.alloc(w * h);
  let state = crypto.createHash('sha256').update(String(seed)).digest();
  for (let i = 0; i < bytes.length; i += 32) {
    state = crypto.createHash('sha256').update(state).digest();
    state.copy(bytes, i, 0, Math.min(32, bytes.length - i));
  }
  return bytes;
};

/** The picture as a JPEG: rendered, softened like a lens, with grain. The steps pass raw pixels, not encoded images. */
export const renderDemoPicture = async (kind: RenderKind, variant: number, width: number, height: number) => {
  const base = await sharp(Buffer.from(svgFor(kind, variant, width, height)))
    .blur(0.6)
    .modulate({ saturation: 0.92 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = await sharp(grain(width, height, variant * 31 + kind.length), { raw: { width, height, channels: 1 } })
    .blur(0.4)
    .ensureAlpha(0.06)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(base.data, { raw: base.info })
    .composite([{ input: noise.data, raw: noise.info, blend: 'overlay' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
};
