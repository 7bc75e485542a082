// Runs in Chromium (render.mjs loads it as a module): builds one architectural scene with three.js
// and renders it with physically based materials, soft sun shadows through the windows, sky and
// image-based light, ambient occlusion and filmic tone mapping. No text anywhere.
//
// Every variant of a scene is its own picture (camera, layout, palette, time of day), so no two
// demo projects show the same room: render.mjs writes `<scene>-<variant + 1>.webp`.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';

/** Seeded random numbers, so a scene and variant always render the same picture. */
const rng = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

/** The variant's entry of a list (lists shorter than the variant count repeat). */
const pick = (v, list) => list[v % list.length];

/** A canvas texture: `draw(ctx, size)` paints it once. */
const canvasTexture = (size, draw, repeat = [1, 1], srgb = true) => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  draw(canvas.getContext('2d'), size);
  const t = new THREE.CanvasTexture(canvas);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
};

const noise = (ctx, size, amount, random) => {
  const img = ctx.getImageData(0, 0, size, size);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (random() - 0.5) * amount;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
};

const blotches = (ctx, s, random, count, alpha, r0 = 4, r1 = 40) => {
  for (let i = 0; i < count; i++) {
    ctx.fillStyle = `rgba(${random() < 0.5 ? '0,0,0' : '255,255,255'},${random() * alpha})`;
    ctx.beginPath();
    ctx.arc(random() * s, random() * s, r0 + random() * (r1 - r0), 0, Math.PI * 2);
    ctx.fill();
  }
};

const rgb = (c, k = 1) => `rgb(${c.map((x) => Math.max(0, Math.min(255, x * k))).join(',')})`;

const textures = (random) => ({
  planks: (tone = [150, 110, 72], repeat = [6, 6]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        for (let y = 0; y < s; y += 32) {
          for (let x = -((y / 32) % 3) * 90; x < s; x += 270) {
            ctx.fillStyle = rgb(tone, 0.85 + random() * 0.3);
            ctx.fillRect(x, y, 268, 31);
            for (let g = 0; g < 7; g++) {
              ctx.strokeStyle = `rgba(60,35,15,${0.05 + random() * 0.1})`;
              ctx.beginPath();
              ctx.moveTo(x, y + random() * 31);
              ctx.bezierCurveTo(x + 90, y + random() * 31, x + 180, y + random() * 31, x + 268, y + random() * 31);
              ctx.stroke();
            }
          }
        }
        noise(ctx, s, 14, random);
      },
      repeat,
    ),
  /** Wood grain without plank joints, for furniture and wall slats. */
  grain: (tone = [170, 122, 80], repeat = [1, 1]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let g = 0; g < 60; g++) {
          ctx.strokeStyle = `rgba(70,40,18,${0.04 + random() * 0.1})`;
          ctx.lineWidth = 1 + random() * 2;
          ctx.beginPath();
          const y = random() * s;
          ctx.moveTo(0, y);
          ctx.bezierCurveTo(s / 3, y + (random() - 0.5) * 20, (2 * s) / 3, y + (random() - 0.5) * 20, s, y);
          ctx.stroke();
        }
        noise(ctx, s, 10, random);
      },
      repeat,
    ),
  concrete: (base = 180, repeat = [4, 4]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        ctx.fillStyle = `rgb(${base},${base - 2},${base - 6})`;
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 500, 0.05);
        noise(ctx, s, 18, random);
      },
      repeat,
    ),
  /** Polished stone: a warm base with soft veins. */
  stone: (tone = [214, 204, 188], vein = [150, 138, 120], repeat = [2, 2]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 160, 0.04, 20, 90);
        for (let i = 0; i < 14; i++) {
          ctx.strokeStyle = `rgba(${vein.join(',')},${0.15 + random() * 0.3})`;
          ctx.lineWidth = 0.5 + random() * 2.5;
          ctx.beginPath();
          let x = random() * s,
            y = 0;
          ctx.moveTo(x, y);
          while (y < s) {
            x += (random() - 0.5) * 60;
            y += 20 + random() * 40;
            ctx.lineTo(x, y);
          }
          ctx.stroke();
        }
        noise(ctx, s, 8, random);
      },
      repeat,
    ),
  /** Stone or vinyl tiles with joints. */
  tiles: (a = '#d9d6cf', line = '#b9b4aa', repeat = [10, 10], speckle = 0) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = a;
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 40, 0.04, 10, 60);
        for (let i = 0; i < speckle; i++) {
          ctx.fillStyle = `rgba(${random() < 0.5 ? '60,55,50' : '250,248,240'},${0.3 + random() * 0.4})`;
          ctx.fillRect(random() * s, random() * s, 1 + random() * 3, 1 + random() * 3);
        }
        ctx.strokeStyle = line;
        ctx.lineWidth = 3;
        ctx.strokeRect(0, 0, s, s);
        noise(ctx, s, 10, random);
      },
      repeat,
    ),
  carpet: (tone = [88, 96, 104], repeat = [8, 8]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let y = 0; y < s; y += 64)
          for (let x = 0; x < s; x += 64) {
            ctx.fillStyle = rgb(tone, 0.92 + random() * 0.16);
            ctx.fillRect(x, y, 63, 63);
          }
        noise(ctx, s, 34, random);
      },
      repeat,
    ),
  /** Painted plaster: almost flat, a faint unevenness. */
  paint: (tone = [236, 232, 224], repeat = [3, 2]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 80, 0.025, 10, 70);
        noise(ctx, s, 5, random);
      },
      repeat,
    ),
  /** Brushed steel. */
  brushed: (tone = [170, 174, 178], repeat = [1, 1]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 400; i++) {
          ctx.fillStyle = `rgba(${random() < 0.5 ? '0,0,0' : '255,255,255'},${random() * 0.06})`;
          ctx.fillRect(0, random() * s, s, 1);
        }
      },
      repeat,
    ),
  /** The view through a window: sky, clouds, a far line of trees and buildings. */
  view: (top = [112, 160, 214], horizon = [214, 226, 236], green = [96, 112, 84]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        const g = ctx.createLinearGradient(0, 0, 0, s);
        g.addColorStop(0, rgb(top));
        g.addColorStop(0.62, rgb(horizon));
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 30; i++) {
          ctx.fillStyle = `rgba(255,255,255,${0.1 + random() * 0.25})`;
          ctx.beginPath();
          ctx.ellipse(random() * s, random() * s * 0.45, 30 + random() * 70, 8 + random() * 16, 0, 0, Math.PI * 2);
          ctx.fill();
        }
        for (let x = 0; x < s; x += 18 + random() * 30) {
          const bh = 20 + random() * 70;
          ctx.fillStyle = rgb([178, 182, 186], 0.85 + random() * 0.2);
          ctx.fillRect(x, s * 0.66 - bh, 14 + random() * 40, bh + 4);
        }
        for (let x = 0; x < s; x += 6) {
          ctx.fillStyle = rgb(green, 0.8 + random() * 0.4);
          ctx.beginPath();
          ctx.arc(x, s * 0.68 + random() * 6, 8 + random() * 12, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = rgb(green, 0.7);
        ctx.fillRect(0, s * 0.7, s, s * 0.3);
        ctx.filter = 'blur(2px)';
        ctx.drawImage(ctx.canvas, 0, 0);
      },
      [1, 1],
    ),
  /** Foliage: many small leaves in light and dark greens over shadowed gaps. */
  leaves: () =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = '#1c2a12';
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 1400; i++) {
          ctx.fillStyle = `hsl(${80 + random() * 30},${35 + random() * 25}%,${14 + random() * 26}%)`;
          ctx.beginPath();
          ctx.ellipse(
            random() * s,
            random() * s,
            2 + random() * 4,
            1 + random() * 2,
            random() * Math.PI,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
      },
      [4, 4],
    ),
  /** A bump map of fine noise (carpet pile, concrete, foliage). */
  bump: (repeat = [8, 8], amount = 120) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = '#808080';
        ctx.fillRect(0, 0, s, s);
        noise(ctx, s, amount, random);
      },
      repeat,
      false,
    ),
});

const mat = (color, roughness = 0.7, metalness = 0, extra = {}) =>
  'clearcoat' in extra || 'sheen' in extra
    ? new THREE.MeshPhysicalMaterial({ color, roughness, metalness, ...extra })
    : new THREE.MeshStandardMaterial({ color, roughness, metalness, ...extra });
const glass = (tint = 0xa9c4d2, opacity = 0.25) =>
  new THREE.MeshPhysicalMaterial({
    color: tint,
    roughness: 0.04,
    metalness: 0.1,
    transparent: true,
    opacity,
    envMapIntensity: 1.6,
    clearcoat: 1,
  });
const glow = (color = 0xfff4dd, intensity = 3) =>
  new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity });
const steel = (color = 0xb8bcc0, roughness = 0.35) => mat(color, roughness, 0.85);

/** A box of size w × h × d whose bottom centre sits at (x, y, z); `r` rounds its edges. */
const box = (group, [w, h, d], [x, y, z], material, shadows = true, r = 0) => {
  const radius = Math.min(r, w / 2.2, h / 2.2, d / 2.2);
  const geometry = radius > 0.002 ? new RoundedBoxGeometry(w, h, d, 2, radius) : new THREE.BoxGeometry(w, h, d);
  const m = new THREE.Mesh(geometry, material);
  m.position.set(x, y + h / 2, z);
  m.castShadow = shadows;
  m.receiveShadow = true;
  group.add(m);
  return m;
};
const cyl = (group, [rt, rb, h], [x, y, z], material, segments = 24) => {
  const m = new THREE.Mesh(new THREE.CylinderGeometry(rt, rb, h, segments), material);
  m.position.set(x, y + h / 2, z);
  m.castShadow = m.receiveShadow = true;
  group.add(m);
  return m;
};
/** A group placed at (x, 0, z) and turned by `turn` about the vertical. */
const at = (parent, [x, z], turn = 0, y = 0) => {
  const g = new THREE.Group();
  g.position.set(x, y, z);
  g.rotation.y = turn;
  parent.add(g);
  return g;
};

/** A lumpy blob of foliage: an icosphere with its vertices pushed in and out. */
const foliage = (radius, random, color) => {
  const geometry = new THREE.IcosahedronGeometry(radius, 3);
  const p = geometry.attributes.position;
  const v = new THREE.Vector3();
  const bumps = [...Array(7)].map(() => [
    new THREE.Vector3(random() - 0.5, random() - 0.5, random() - 0.5).normalize(),
    0.1 + random() * 0.2,
  ]);
  for (let i = 0; i < p.count; i++) {
    v.fromBufferAttribute(p, i);
    const n = v.clone().normalize();
    let k = 1 + (random() - 0.5) * 0.05;
    for (const [dir, amp] of bumps) k += amp * Math.max(0, n.dot(dir)) ** 3;
    v.multiplyScalar(k);
    p.setXYZ(i, v.x, v.y, v.z);
  }
  geometry.computeVertexNormals();
  const m = new THREE.Mesh(geometry, color);
  m.castShadow = m.receiveShadow = true;
  return m;
};

/** A street tree: tapering trunk, branches and a canopy of many leaf clumps in varied greens. */
const tree = (group, [x, z], random, t, scale = 1) => {
  const g = at(group, [x, z], random() * 6);
  g.scale.setScalar(scale * (0.85 + random() * 0.3));
  const bark = mat(0x5a4a3c, 0.95, 0, { bumpMap: t.bump([1, 4], 200), bumpScale: 2 });
  cyl(g, [0.12, 0.2, 2.6], [0, 0, 0], bark, 10);
  for (let b = 0; b < 4; b++) {
    const branch = new THREE.Mesh(new THREE.CylinderGeometry(0.04, 0.08, 1.6, 6), bark);
    branch.position.set(0, 2.3, 0);
    branch.rotation.set(0.7, (b / 4) * Math.PI * 2 + random(), 0, 'YXZ');
    branch.translateY(0.7);
    branch.castShadow = true;
    g.add(branch);
  }
  const leaves = t.leaves();
  for (let k = 0; k < 50; k++) {
    const a = random() * Math.PI * 2,
      r = Math.sqrt(random()) * 2.1;
    const leaf = mat(
      new THREE.Color().setHSL(0.2 + random() * 0.06, 0.25 + random() * 0.2, 0.5 + random() * 0.2),
      0.85,
      0,
      {
        map: leaves,
        bumpMap: leaves,
        bumpScale: 3,
      },
    );
    const f = foliage(0.4 + random() * 0.35, random, leaf);
    f.position.set(Math.cos(a) * r, 3.0 + random() * 2.4 - r * 0.45, Math.sin(a) * r);
    g.add(f);
  }
};

/** An indoor plant: a ceramic planter with upright, arching blades. */
const plant = (group, [x, z], random, scale = 1, pot = 0x3b3b3b) => {
  const g = at(group, [x, z], random() * 6);
  g.scale.setScalar(scale);
  cyl(g, [0.24, 0.19, 0.5], [0, 0, 0], mat(pot, 0.45, 0, { clearcoat: 0.4 }), 32);
  cyl(g, [0.22, 0.22, 0.02], [0, 0.47, 0], mat(0x3b2a1e, 1));
  for (let i = 0; i < 26; i++) {
    const len = 0.5 + random() * 0.7;
    const blade = new THREE.Mesh(
      new THREE.ConeGeometry(0.035, len, 5),
      mat(new THREE.Color().setHSL(0.25 + random() * 0.06, 0.5, 0.16 + random() * 0.12), 0.6),
    );
    blade.scale.z = 0.3;
    const a = random() * Math.PI * 2,
      tilt = random() * 0.45;
    blade.position.set(Math.cos(a) * 0.1, 0.5 + (len / 2) * Math.cos(tilt), Math.sin(a) * 0.1);
    blade.rotation.set(Math.sin(a) * tilt, a, -Math.cos(a) * tilt, 'YXZ');
    blade.castShadow = true;
    g.add(blade);
  }
};

/** A task chair: upholstered seat and back, gas column, five-star base. */
const chair = (group, [x, z], color, turn = 0, { arms = true } = {}) => {
  const c = at(group, [x, z], turn);
  const fabric = mat(color, 0.9, 0, { sheen: 1 });
  const frame = mat(0x1e1f21, 0.4, 0.6);
  box(c, [0.5, 0.08, 0.48], [0, 0.44, 0], fabric, true, 0.03);
  box(c, [0.46, 0.5, 0.06], [0, 0.58, -0.24], fabric, true, 0.03);
  box(c, [0.04, 0.2, 0.04], [0, 0.5, -0.25], frame);
  if (arms) for (const s of [-1, 1]) box(c, [0.04, 0.2, 0.3], [s * 0.27, 0.5, -0.02], frame, true, 0.015);
  cyl(c, [0.025, 0.025, 0.34], [0, 0.08, 0], steel(0x8e9398));
  for (let k = 0; k < 5; k++) {
    const leg = box(at(c, [0, 0], (k / 5) * Math.PI * 2), [0.04, 0.03, 0.3], [0, 0.05, 0.15], frame);
    leg.castShadow = true;
  }
  return c;
};

/** A four-legged chair (classrooms, waiting areas), scaled down for small children. */
const sideChair = (group, [x, z], color, turn = 0, scale = 1) => {
  const c = at(group, [x, z], turn);
  c.scale.setScalar(scale);
  const shell = mat(color, 0.45, 0, { clearcoat: 0.3 });
  box(c, [0.44, 0.03, 0.42], [0, 0.45, 0], shell, true, 0.012);
  box(c, [0.42, 0.3, 0.03], [0, 0.55, -0.21], shell, true, 0.012);
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) box(c, [0.025, 0.45, 0.025], [sx * 0.19, 0, sz * 0.18], steel(0x9ba0a5));
  return c;
};

const sofa = (group, [x, z], w, color, turn = 0) => {
  const s = at(group, [x, z], turn);
  const fabric = mat(color, 0.95, 0, {
    sheen: 0.6,
    sheenColor: new THREE.Color(color).lerp(new THREE.Color(0xffffff), 0.3),
  });
  box(s, [w, 0.22, 0.85], [0, 0.12, 0], fabric, true, 0.05);
  for (let i = 0; i < Math.round(w / 0.7); i++) {
    const cw = w / Math.round(w / 0.7) - 0.04;
    box(s, [cw, 0.14, 0.7], [-w / 2 + (cw + 0.04) * (i + 0.5), 0.34, 0.05], fabric, true, 0.06);
  }
  box(s, [w, 0.45, 0.2], [0, 0.34, -0.33], fabric, true, 0.07);
  for (const e of [-1, 1]) box(s, [0.18, 0.3, 0.85], [e * (w / 2 - 0.09), 0.34, 0], fabric, true, 0.06);
  for (const e of [-1, 1])
    for (const f of [-1, 1]) box(s, [0.04, 0.12, 0.04], [e * (w / 2 - 0.1), 0, f * 0.35], steel(0x333333));
};

/** A desk with a modesty panel, and a screen and keyboard when `screens` (1 or 2). */
const desk = (group, [x, z], top, w = 1.6, d = 0.8, { screens = 1, turn = 0, legs = 0x9aa0a6 } = {}) => {
  const g = at(group, [x, z], turn);
  box(g, [w, 0.03, d], [0, 0.72, 0], top, true, 0.01);
  for (const sx of [-1, 1]) {
    box(g, [0.05, 0.72, d - 0.1], [sx * (w / 2 - 0.06), 0, 0], mat(legs, 0.35, 0.7));
  }
  box(g, [w - 0.12, 0.3, 0.02], [0, 0.4, -d / 2 + 0.08], mat(0xb9bec3, 0.6, 0.2));
  for (let i = 0; i < screens; i++) {
    const sx = screens === 1 ? 0 : (i - 0.5) * 0.58;
    const s = at(g, [sx, -d / 2 + 0.2], screens === 1 ? 0 : -(i - 0.5) * 0.35, 0.75);
    box(s, [0.56, 0.33, 0.025], [0, 0.12, 0], mat(0x121314, 0.25, 0.3), true, 0.006);
    box(
      s,
      [0.53, 0.3, 0.005],
      [0, 0.135, 0.013],
      mat(0x1a2a3a, 0.1, 0, { emissive: 0x22364a, emissiveIntensity: 0.5 }),
    );
    box(s, [0.04, 0.12, 0.04], [0, 0, -0.02], steel(0x555a60));
    box(s, [0.2, 0.01, 0.16], [0, 0, -0.02], steel(0x555a60));
  }
  if (screens) box(g, [0.42, 0.015, 0.13], [0, 0.75, d / 2 - 0.28], mat(0x2a2b2d, 0.5));
  return g;
};

/**
 * A door set: frame, leaf or leaves (double when `double`), vision panels, lever handles or push
 * plates, kick plates and an overhead closer. `open` swings the leaves back by that angle.
 */
const doorSet = (
  group,
  [x, z],
  {
    leaf,
    frame = 0x3a3a3a,
    glazed = true,
    width = 1.0,
    height = 2.1,
    turn = 0,
    double = false,
    open = 0,
    tall = false,
  },
) => {
  const g = at(group, [x, z], turn);
  const frameMat = mat(frame, 0.4, 0.5);
  const total = double ? width * 2 : width;
  box(g, [total + 0.16, 0.08, 0.14], [0, height, 0], frameMat);
  for (const s of [-1, 1]) box(g, [0.08, height, 0.14], [s * (total / 2 + 0.04), 0, 0], frameMat);
  const leaves = double ? [-1, 1] : [0];
  for (const side of leaves) {
    const hinge = double ? (side * total) / 2 : -width / 2;
    const pivot = at(g, [hinge, 0.02], double ? side * open : -open);
    const dir = double ? -side : 1;
    const cx = dir * (width / 2);
    box(pivot, [width - 0.01, height - 0.01, 0.055], [cx, 0, 0], leaf, true, 0.008);
    if (glazed) {
      const [gw, gh, gy] = tall ? [0.22, 1.2, 0.7] : [0.2, 0.7, 1.2];
      const gx = cx - dir * width * 0.2;
      box(pivot, [gw + 0.05, gh + 0.05, 0.065], [gx, gy - 0.025, 0], steel(0x9a9ea2), false);
      box(pivot, [gw, gh, 0.07], [gx, gy, 0], glass(0xb8cad2, 0.45), false);
    }
    box(pivot, [width - 0.1, 0.25, 0.062], [cx, 0.04, 0], steel(0xb4b8bc, 0.3), false);
    const hx = cx + dir * (width / 2 - 0.1);
    if (double) box(pivot, [0.1, 0.3, 0.07], [hx, 1.0, 0], steel(0xc8cbce, 0.25), false);
    else {
      box(pivot, [0.05, 0.18, 0.07], [hx, 0.95, 0], steel(0xc8cbce, 0.25), false);
      box(pivot, [0.14, 0.022, 0.04], [hx - dir * 0.06, 1.02, 0.05], steel(0xd8d8d8, 0.2), false);
    }
    box(pivot, [0.35, 0.06, 0.07], [cx - dir * 0.2, height - 0.14, 0.05], mat(0x8d9196, 0.4, 0.6), false);
  }
  return g;
};

/** A room: floor, ceiling, walls; `windows` walls have a glazed band (sill to head) onto a view. */
const room = (
  scene,
  t,
  {
    w,
    d,
    h,
    floor,
    wall,
    ceiling = mat(0xf4f2ec, 0.95, 0, { emissive: 0xf4f2ec, emissiveIntensity: 0.12 }),
    windows = ['back'],
    frames = 0x2f3235,
    sill = 0.1,
    head = null,
    view = t.view(),
    bays = 1.5,
    skirting = 0x6a6560,
  },
) => {
  const f = new THREE.Mesh(new THREE.PlaneGeometry(w, d), floor);
  f.rotation.x = -Math.PI / 2;
  f.receiveShadow = true;
  scene.add(f);
  const c = new THREE.Mesh(new THREE.PlaneGeometry(w, d), ceiling);
  c.rotation.x = Math.PI / 2;
  c.position.y = h;
  c.castShadow = c.receiveShadow = true;
  scene.add(c);
  const top = head ?? h - 0.05;
  const walls = {
    back: [w, [0, -d / 2], 0],
    front: [w, [0, d / 2], Math.PI],
    left: [d, [-w / 2, 0], Math.PI / 2],
    right: [d, [w / 2, 0], -Math.PI / 2],
  };
  const frameMat = mat(frames, 0.4, 0.6);
  for (const [name, [ww, [x, z], rot]] of Object.entries(walls)) {
    const g = at(scene, [x, z], rot);
    const part = (height, y) => {
      const m = new THREE.Mesh(new THREE.PlaneGeometry(ww, height), wall);
      m.position.set(0, y + height / 2, 0);
      m.castShadow = m.receiveShadow = true;
      g.add(m);
      // The outside face, so the sun does not leak through a single-sided plane.
      const back = new THREE.Mesh(new THREE.PlaneGeometry(ww, height), mat(0x888888, 1));
      back.position.set(0, y + height / 2, -0.02);
      back.rotation.y = Math.PI;
      back.castShadow = true;
      g.add(back);
    };
    box(g, [ww, 0.1, 0.015], [0, 0, 0.008], mat(skirting, 0.5), false);
    if (!windows.includes(name)) {
      part(h, 0);
      continue;
    }
    if (sill > 0.01) part(sill, 0);
    if (top < h - 0.01) part(h - top, top);
    const sky = new THREE.Mesh(
      new THREE.PlaneGeometry(ww * 3, (top - sill) * 3),
      new THREE.MeshBasicMaterial({ map: view, toneMapped: true, color: 0xffffff }),
    );
    sky.material.color.multiplyScalar(2.4);
    sky.position.set(0, sill + (top - sill) * 0.55, -ww * 0.45);
    g.add(sky);
    const n = Math.max(1, Math.round(ww / bays));
    for (let i = 0; i <= n; i++) box(g, [0.06, top - sill, 0.1], [-ww / 2 + (ww / n) * i, sill, -0.02], frameMat);
    box(g, [ww, 0.08, 0.12], [0, sill, -0.02], frameMat);
    box(g, [ww, 0.08, 0.12], [0, top - 0.08, -0.02], frameMat);
    if (sill > 0.3) box(g, [ww, 0.03, 0.22], [0, sill, 0.06], mat(0xe8e4dc, 0.4), true);
  }
};

/** Recessed ceiling lights: linear panels or round downlights, with a soft light under some. */
const ceilingLights = (scene, { w, d, h, rows = 3, cols = 4, round = false, x0 = 0, z0 = 0, lit = 0 }) => {
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = x0 - w / 2 + (w / cols) * (c + 0.5);
      const z = z0 - d / 2 + (d / rows) * (r + 0.5);
      if (round) {
        const disc = new THREE.Mesh(new THREE.CylinderGeometry(0.09, 0.09, 0.02, 24), glow(0xfff1d6, 5));
        disc.position.set(x, h - 0.005, z);
        scene.add(disc);
      } else box(scene, [1.2, 0.02, 0.18], [x, h - 0.02, z], glow(0xfff6e8, 2.6), false);
      if (lit && (r * cols + c) % lit === 0) point(scene, [x, h - 0.3, z], 2.2, 0xfff0dc, 6);
    }
};

/** The sun: a soft-shadowed directional light, `span` metres of shadow map around `target`. */
const sun = (scene, [x, y, z], intensity = 2.2, color = 0xfff0dc, span = 14, target = [0, 0, 0]) => {
  const light = new THREE.DirectionalLight(color, intensity);
  light.position.set(x + target[0], y + target[1], z + target[2]);
  light.target.position.set(...target);
  scene.add(light.target);
  light.castShadow = true;
  light.shadow.mapSize.set(2048, 2048);
  light.shadow.radius = 5;
  light.shadow.bias = -0.0003;
  light.shadow.normalBias = 0.02;
  Object.assign(light.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 0.5, far: 120 });
  scene.add(light);
};

const point = (scene, [x, y, z], intensity = 6, color = 0xffe8c8, distance = 9) => {
  const light = new THREE.PointLight(color, intensity, distance, 1.6);
  light.position.set(x, y, z);
  scene.add(light);
};

/** A pendant: a drum shade on a thin cable with a warm light beneath it. */
const pendant = (scene, [x, y, z], h, { r = 0.22, color = 0x2b2b2b, warm = 0xffdcae, power = 2 } = {}) => {
  box(scene, [0.006, h - y, 0.006], [x, y, z], steel(0x222222), false);
  const shade = new THREE.Mesh(
    new THREE.CylinderGeometry(r * 0.8, r, r * 0.9, 32, 1, true),
    mat(color, 0.4, 0.6, { side: THREE.DoubleSide }),
  );
  shade.position.set(x, y - r * 0.45, z);
  shade.castShadow = true;
  scene.add(shade);
  const bulb = new THREE.Mesh(new THREE.CircleGeometry(r * 0.95, 32), glow(warm, 4));
  bulb.rotation.x = Math.PI / 2;
  bulb.position.set(x, y - r * 0.85, z);
  scene.add(bulb);
  point(scene, [x, y - r - 0.1, z], power, warm, 7);
};

/** A run of base cabinets and wall shelf (lab benches, counters). */
const cabinets = (group, [w, d], top, front = 0xeeeeea, handles = true) => {
  const body = mat(front, 0.45);
  const n = Math.max(1, Math.round(w / 0.6));
  for (let i = 0; i < n; i++) {
    const cx = -w / 2 + (w / n) * (i + 0.5);
    box(group, [w / n - 0.01, 0.78, d - 0.04], [cx, 0.1, 0], body, true, 0.008);
    if (handles) box(group, [0.12, 0.015, 0.02], [cx, 0.76, d / 2 - 0.02], steel(0xcccccc, 0.25), false);
  }
  box(group, [w, 0.1, d - 0.1], [0, 0, -0.02], mat(0x2a2a2a, 0.6));
  box(group, [w + 0.02, 0.035, d + 0.02], [0, 0.88, 0], top, true, 0.006);
};

/** Box files and archive boxes along a shelf of width w at height y. */
const boxFiles = (group, w, y, z, random, palette) => {
  let x = -w / 2 + 0.02;
  while (x < w / 2 - 0.1) {
    const fw = random() < 0.7 ? 0.08 : 0.3;
    if (x + fw > w / 2 - 0.02) break;
    const fh = fw < 0.1 ? 0.3 + random() * 0.02 : 0.26;
    const c = new THREE.Color(palette[Math.floor(random() * palette.length)]).multiplyScalar(0.85 + random() * 0.3);
    box(group, [fw - 0.006, fh, 0.32], [x + fw / 2, y, z + (random() - 0.5) * 0.03], mat(c, 0.8), true, 0.004);
    if (fw < 0.1) box(group, [0.035, 0.035, 0.005], [x + fw / 2, y + fh * 0.55, z + 0.165], mat(0x222222, 0.5), false);
    x += fw + (random() < 0.1 ? 0.08 : 0);
  }
};

/** Daylit interior lights: sky fill, a sun, and the scene's own lamps. */
const daylight = (scene, sunAt, { intensity = 2.4, color = 0xfff0dc, span = 16, target } = {}) =>
  sun(scene, sunAt, intensity, color, span, target);

const SCENES = {
  /** Offices: open-plan floors, a glazed meeting room, lounges and cellular rooms. */
  office(scene, camera, random, t, v) {
    const C = [
      // 1 NCB credit team: warm oak, rows of desks, back glazing.
      {
        w: 14,
        d: 12,
        h: 3.0,
        floor: 'planks',
        tone: [158, 116, 78],
        wall: [233, 228, 218],
        layout: 'rows',
        chairs: [0x31506b, 0x5c6a73],
        cam: [-5.2, 1.6, 5.4],
        look: [1.2, 1.0, -4],
        sun: [-6, 8, -14],
      },
      // 2 NCB workstations along the glazed facade: camera along the window wall.
      {
        w: 16,
        d: 10,
        h: 3.0,
        floor: 'carpet',
        tone: [92, 98, 106],
        wall: [228, 230, 232],
        layout: 'window',
        chairs: [0x2f3a46, 0x4a4f57],
        cam: [6.8, 1.55, 3.8],
        look: [-4, 1.0, -2.6],
        sun: [-12, 9, -8],
        windows: ['back', 'left'],
      },
      // 3 HITEC typical floor: a deep floor of desks, grey carpet, morning sun.
      {
        w: 22,
        d: 18,
        h: 3.0,
        floor: 'carpet',
        tone: [104, 108, 112],
        wall: [236, 236, 232],
        layout: 'deep',
        chairs: [0x3a3d42, 0x6b7a8a],
        cam: [-9.5, 1.7, 8],
        look: [2, 0.8, -6],
        sun: [-14, 7, -10],
        windows: ['back', 'left'],
      },
      // 4 HITEC neighbourhoods with a glazed meeting room.
      {
        w: 14,
        d: 12,
        h: 3.1,
        floor: 'planks',
        tone: [176, 140, 100],
        wall: [223, 227, 230],
        layout: 'meeting',
        chairs: [0x6b3a31, 0x39463a],
        cam: [-3.2, 1.6, 5.4],
        look: [2.5, 1.1, -3],
        sun: [-4, 9, -12],
      },
      // 5 HITEC collaboration zone by the core: sofas, a high table, the core wall.
      {
        w: 14,
        d: 11,
        h: 3.1,
        floor: 'planks',
        tone: [120, 90, 62],
        wall: [226, 220, 208],
        layout: 'collab',
        chairs: [0x5d6b4a, 0x8a5a3c],
        cam: [5.2, 1.5, 4.4],
        look: [-2, 0.9, -3.5],
        sun: [10, 8, -12],
      },
      // 6 Training centre breakout: lounge seating on a rug, afternoon light.
      {
        w: 12,
        d: 10,
        h: 3.2,
        floor: 'tiles',
        tone: [205, 200, 190],
        wall: [240, 236, 228],
        layout: 'breakout',
        chairs: [0x2d6a8a, 0xc4843c],
        cam: [3.8, 1.5, 4.0],
        look: [-0.8, 0.8, -3],
        sun: [9, 5, -12],
        sunColor: 0xffdcb0,
      },
      // 7 Collectorate department offices: modest, grey carpet, steel cupboards, tube lights.
      {
        w: 10,
        d: 9,
        h: 3.0,
        floor: 'carpet',
        tone: [112, 112, 104],
        wall: [226, 222, 206],
        layout: 'cells',
        chairs: [0x3b3b3b, 0x6b5a48],
        cam: [3.6, 1.6, 3.8],
        look: [-1.4, 1.0, -3],
        sun: [-8, 10, -14],
      },
      // 8 Lotus reporting room: dual screens, a calm cool palette, blinds.
      {
        w: 9,
        d: 7,
        h: 2.9,
        floor: 'tiles',
        tone: [196, 204, 204],
        wall: [232, 238, 240],
        layout: 'reporting',
        chairs: [0x2f4a5c, 0x2f4a5c],
        cam: [-3.4, 1.5, 2.9],
        look: [1.2, 0.95, -2.4],
        sun: [-10, 6, -12],
      },
    ][v];
    const { w, d, h } = C;
    const floor =
      C.floor === 'planks'
        ? mat(0xffffff, 0.5, 0, { map: t.planks(C.tone, [w / 2.5, d / 2.5]) })
        : C.floor === 'carpet'
          ? mat(0xffffff, 0.95, 0, { map: t.carpet(C.tone, [w / 4, d / 4]), bumpMap: t.bump([w, d]), bumpScale: 1 })
          : mat(0xffffff, 0.35, 0, { map: t.tiles(rgb(C.tone), rgb(C.tone, 0.85), [w / 0.6, d / 0.6]) });
    room(scene, t, {
      w,
      d,
      h,
      floor,
      wall: mat(0xffffff, 0.9, 0, { map: t.paint(C.wall) }),
      windows: C.windows ?? ['back'],
      sill: C.layout === 'cells' || C.layout === 'reporting' ? 0.85 : 0.1,
      head: C.layout === 'cells' ? 2.4 : null,
    });
    ceilingLights(scene, { w, d, h, rows: Math.round(d / 3), cols: Math.round(w / 3.2), lit: 3 });
    const oak = mat(0xffffff, 0.45, 0, { map: t.grain([198, 160, 116]) });
    const white = mat(0xf1efea, 0.35);
    const top = pick(v, [white, oak]);
    const chairColor = (i) => C.chairs[i % 2];
    const bench = (x, z, n = 2, screens = 1) => {
      for (let i = 0; i < n; i++) {
        const dx = x + (i - (n - 1) / 2) * 1.62;
        desk(scene, [dx, z - 0.41], top, 1.6, 0.8, { screens, turn: 0 });
        desk(scene, [dx, z + 0.41], top, 1.6, 0.8, { screens, turn: Math.PI });
        chair(scene, [dx + (random() - 0.5) * 0.2, z - 1.1], chairColor(i), Math.PI + (random() - 0.5) * 0.7);
        chair(scene, [dx + (random() - 0.5) * 0.2, z + 1.1], chairColor(i + 1), (random() - 0.5) * 0.7);
      }
      box(scene, [n * 1.62, 0.35, 0.02], [x, 0.75, z], glass(0xd8e0e4, 0.5), false);
    };
    if (C.layout === 'rows' || C.layout === 'meeting') {
      for (let r = 0; r < 3; r++) bench(-3.2 + (r % 2) * 0.4, -3.6 + r * 2.9, C.layout === 'meeting' ? 2 : 3);
    }
    if (C.layout === 'window') {
      for (let c = 0; c < 4; c++) bench(-5.5 + c * 3.8, -3, 1, 2);
      for (let c = 0; c < 3; c++) bench(-4 + c * 4.2, 0.8, 1, 1);
    }
    if (C.layout === 'deep') {
      for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) bench(-6 + c * 5.6, -6.5 + r * 3.4, 2);
    }
    if (C.layout === 'meeting') {
      const g = at(scene, [4.2, -1.8]);
      box(g, [0.04, h, 5], [0, 0, 0], glass(0xc6d6de, 0.16), false);
      box(g, [3, h, 0.04], [1.5, 0, 2.5], glass(0xc6d6de, 0.16), false);
      box(g, [0.06, 0.06, 5], [0, h - 0.06, 0], mat(0x2b2b2b, 0.4, 0.6), false);
      box(g, [0.06, h, 0.06], [0, 0, 2.5], mat(0x2b2b2b, 0.4, 0.6), false);
      box(g, [0.02, 0.12, 5], [0.01, 1.0, 0], mat(0xe8e8e8, 0.9), false);
      desk(scene, [5.8, -1.8], mat(0xffffff, 0.4, 0, { map: t.grain([110, 76, 48]) }), 1.2, 3, { screens: 0 });
      for (const z of [-2.8, -1.8, -0.8]) {
        chair(scene, [5.0, z], 0x2f2f33, Math.PI / 2);
        chair(scene, [6.6, z], 0x2f2f33, -Math.PI / 2);
      }
      for (let i = 0; i < 3; i++) pendant(scene, [5.8, 2.1, -2.8 + i], h, { r: 0.16, power: 1.2 });
    }
    if (C.layout === 'collab' || C.layout === 'breakout') {
      const core = C.layout === 'collab';
      if (core) {
        box(scene, [4, h, 3], [-4.5, 0, 1.5], mat(0xffffff, 0.5, 0, { map: t.grain([120, 84, 52], [3, 2]) }));
        box(
          scene,
          [2.4, 1.0, 0.8],
          [1.2, 0, 0.6],
          mat(0xffffff, 0.45, 0, { map: t.grain([200, 164, 120]) }),
          true,
          0.02,
        );
        for (const x of [0.4, 1.2, 2.0]) {
          cyl(scene, [0.17, 0.17, 0.05], [x, 0.72, 1.3], mat(C.chairs[1], 0.8));
          cyl(scene, [0.02, 0.02, 0.72], [x, 0, 1.3], steel());
          cyl(scene, [0.2, 0.2, 0.02], [x, 0, 1.3], steel());
        }
        for (let i = 0; i < 3; i++)
          pendant(scene, [0.4 + i * 0.8, 1.9, 0.6], h, { r: 0.14, color: 0x1d2b24, power: 1 });
      }
      const rug = new THREE.Mesh(
        new THREE.PlaneGeometry(4.2, 3),
        mat(0xffffff, 1, 0, {
          map: t.carpet(core ? [120, 112, 96] : [86, 104, 118], [2, 2]),
          bumpMap: t.bump([6, 6]),
          bumpScale: 2,
        }),
      );
      rug.rotation.x = -Math.PI / 2;
      rug.position.set(core ? 2.5 : 0.5, 0.006, -2.6);
      rug.receiveShadow = true;
      scene.add(rug);
      const rx = core ? 2.5 : 0.5;
      sofa(scene, [rx, -4], 2.4, C.chairs[0], 0);
      sofa(scene, [rx - 1.8, -2.4], 1.6, C.chairs[1], Math.PI / 2);
      sofa(scene, [rx + 1.8, -2.4], 1.6, C.chairs[0], -Math.PI / 2);
      box(scene, [1.2, 0.4, 0.7], [rx, 0, -2.5], oak, true, 0.03);
      plant(scene, [rx - 2.6, -4.4], random, 1.4, 0xd8d2c6);
      plant(scene, [rx + 2.7, -4.4], random, 1.1);
      if (!core) {
        for (let i = 0; i < 3; i++)
          desk(scene, [-3.6, -1 + i * 1.7], white, 1.4, 0.7, { screens: 0, turn: Math.PI / 2 });
        for (let i = 0; i < 3; i++) sideChair(scene, [-3.0, -1 + i * 1.7], C.chairs[1], -Math.PI / 2);
        for (let i = 0; i < 2; i++)
          pendant(scene, [rx - 0.5 + i, 2.2, -2.5], h, { r: 0.25, color: 0xe8e2d6, power: 1.2 });
      }
    }
    if (C.layout === 'cells') {
      for (let i = 0; i < 3; i++) {
        desk(scene, [-2.6 + i * 2.6, -2.4], mat(0xffffff, 0.5, 0, { map: t.grain([150, 108, 70]) }), 1.5, 0.75, {
          screens: 1,
        });
        chair(scene, [-2.6 + i * 2.6, -1.8], chairColor(i), Math.PI + (random() - 0.5) * 0.5);
        sideChair(scene, [-2.9 + i * 2.6, -3.3], chairColor(i + 1), 0.2);
      }
      for (let i = 0; i < 4; i++) {
        const g = at(scene, [-w / 2 + 0.3, -1 + i * 1.0], Math.PI / 2);
        box(g, [0.95, 1.95, 0.45], [0, 0, 0], mat(0xb8b4a8, 0.5, 0.5), true, 0.01);
        box(g, [0.01, 1.8, 0.46], [0, 0.08, 0], mat(0x6a6a66, 0.5, 0.5), false);
      }
      box(scene, [0.6, 0.75, 2.2], [w / 2 - 0.35, 0, 0.6], mat(0xb8b4a8, 0.5, 0.5), true, 0.01);
      boxFiles(at(scene, [w / 2 - 0.35, 0.6], Math.PI / 2), 2.1, 0.75, 0, random, [0x2e4a7a, 0x8a2f2f, 0x3a3a3a]);
      plant(scene, [w / 2 - 0.5, -d / 2 + 0.6], random, 1.1, 0x8a6a4a);
    }
    if (C.layout === 'reporting') {
      for (let i = 0; i < 3; i++) {
        desk(scene, [-2.6 + i * 2.2, -2.6], white, 1.8, 0.8, { screens: 2 });
        chair(scene, [-2.6 + i * 2.2, -1.9], chairColor(i), Math.PI + (random() - 0.5) * 0.5);
      }
      for (let i = 0; i < 2; i++) {
        desk(scene, [-1.6 + i * 3, 0.6], white, 1.8, 0.8, { screens: 2, turn: Math.PI / 2 });
        chair(scene, [-0.9 + i * 3, 0.6], chairColor(i), -Math.PI / 2 + (random() - 0.5) * 0.5);
      }
      for (let i = 0; i < 18; i++)
        box(
          scene,
          [w / 18 - 0.01, 1.1, 0.01],
          [-w / 2 + (w / 18) * (i + 0.5), 1.7, -d / 2 + 0.08],
          mat(0xe9e6dd, 0.8),
          true,
        );
      plant(scene, [w / 2 - 0.5, -d / 2 + 0.6], random, 1.2, 0xe6e2da);
    }
    if (C.layout !== 'cells' && C.layout !== 'reporting') {
      plant(scene, [-w / 2 + 0.7, -d / 2 + 0.7], random, 1.4);
      plant(scene, [w / 2 - 0.8, d / 2 - 1.2], random, 1.2, 0xd8d2c6);
    }
    daylight(scene, C.sun, { color: C.sunColor ?? 0xfff0dc, span: Math.max(w, d) });
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /**
   * Corridors lined with fire-rated door sets; some have compartment doors (double leaves with
   * vision panels) across the corridor, shut or held open on magnets.
   */
  corridor(scene, camera, random, t, v) {
    const C = [
      // 1 ICU corridor: 120-minute door sets with vision panels, mint vinyl.
      {
        w: 2.8,
        floor: ['#cfdcd6', '#b4c2bc'],
        wall: [236, 240, 236],
        leaves: [0x8a6a48],
        frame: 0x6d7a80,
        rail: true,
        cam: [0.5, 1.55, 9],
        look: [-0.2, 1.3, -10],
        glazed: 1,
      },
      // 2 CCW compartment doors between the old and new wards, shut.
      {
        w: 3.0,
        floor: ['#d8d4c8', '#b9b2a3'],
        wall: [238, 234, 224],
        leaves: [0x9a7448],
        frame: 0x5a5f63,
        rail: true,
        cam: [-0.6, 1.6, 7.5],
        look: [0.1, 1.3, -6],
        glazed: 1,
        across: { z: 0, open: 0 },
      },
      // 3 OPD outpatient corridor: timber door sets and waiting chairs.
      {
        w: 3.4,
        floor: ['#c9cfd6', '#a9b1b9'],
        wall: [228, 234, 238],
        leaves: [0xa0764a, 0x8d6440],
        frame: 0x7c6a58,
        rail: true,
        cam: [1.1, 1.5, 9],
        look: [-0.6, 1.2, -8],
        glazed: 0.5,
        seats: true,
      },
      // 4 OPD double-leaf doors on the escape route, held open.
      {
        w: 3.0,
        floor: ['#d2d6d0', '#aab0a8'],
        wall: [232, 236, 230],
        leaves: [0x8e2f2a],
        frame: 0x4a4e52,
        rail: true,
        cam: [0.2, 1.55, 5.5],
        look: [-0.1, 1.25, -6],
        glazed: 1,
        across: { z: 0, open: 1.45 },
      },
      // 5 Junior block activity corridor: bright, coloured leaves, daylight at the end.
      {
        w: 3.6,
        floor: ['#e0cfae', '#c2b08c'],
        wall: [244, 240, 230],
        leaves: [0x3f7a5a, 0xd18b2f, 0x3f6f9a],
        frame: 0xd8d4cc,
        rail: false,
        cam: [-1.0, 1.4, 9],
        look: [0.6, 1.1, -9],
        glazed: 0.5,
        pins: true,
      },
      // 6 Vault secure corridor: steel door sets, grey, cool light.
      {
        w: 2.6,
        floor: ['#b9bcbe', '#8e9294'],
        wall: [214, 216, 216],
        leaves: [0x7f868c],
        frame: 0x4d5358,
        rail: false,
        cam: [0.4, 1.6, 8],
        look: [-0.1, 1.3, -10],
        glazed: 0,
        steel: true,
        endDoor: true,
      },
      // 7 Collectorate public corridor to the record rooms: terrazzo, cream walls, steel doors.
      {
        w: 3.2,
        floor: ['#d6ccba', '#b3a792'],
        wall: [236, 226, 204],
        leaves: [0x5e6b5a, 0x6b6250],
        frame: 0x3e4438,
        rail: false,
        cam: [-0.7, 1.6, 9],
        look: [0.7, 1.2, -8],
        glazed: 1,
        dado: 0x8a7656,
        terrazzo: true,
      },
      // 8 Meridian stair lobby doors rated for 120 minutes.
      {
        w: 3.4,
        floor: ['#c8c9c4', '#a5a6a0'],
        wall: [230, 230, 226],
        leaves: [0x3f5f7a],
        frame: 0x2c3136,
        rail: false,
        cam: [1.2, 1.6, 4.6],
        look: [-0.4, 1.3, -5],
        glazed: 1,
        across: { z: -1, open: 0, tall: true },
        stair: true,
      },
    ][v];
    const { w } = C;
    const d = 24,
      h = 2.8;
    const floor = mat(0xffffff, C.terrazzo ? 0.2 : 0.28, 0, {
      map: t.tiles(C.floor[0], C.floor[1], C.terrazzo ? [w / 0.6, d / 0.6] : [w / 0.9, d / 0.9], C.terrazzo ? 160 : 0),
    });
    room(scene, t, {
      w,
      d,
      h,
      floor,
      wall: mat(0xffffff, 0.85, 0, { map: t.paint(C.wall, [8, 1]) }),
      windows: ['back'],
      sill: 0.9,
      head: 2.5,
    });
    ceilingLights(scene, { w, d, h, rows: 10, cols: 1, round: !C.steel, lit: 2 });
    if (C.steel)
      for (let z = -10; z < 11; z += 2.4) box(scene, [0.16, 0.04, 1.4], [0, h - 0.04, z], glow(0xeef4ff, 3), false);
    const leaf = (i) =>
      C.steel
        ? steel(C.leaves[0], 0.45)
        : mat(C.leaves[i % C.leaves.length], 0.42, 0, {
            map: C.leaves.length && !C.pins ? t.grain([255, 255, 255]) : null,
          });
    for (let i = 0; i < 6; i++)
      for (const side of [-1, 1]) {
        const z = -10 + i * 3.8 + (side > 0 ? 1.5 : 0);
        if (C.across && Math.abs(z - C.across.z) < 1.4) continue;
        doorSet(scene, [side * (w / 2 - 0.05), z], {
          leaf: leaf(i + (side > 0 ? 1 : 0)),
          frame: C.frame,
          turn: (-side * Math.PI) / 2,
          glazed: random() < C.glazed,
          width: C.steel ? 1.1 : 1.0,
        });
        if (C.pins)
          box(
            scene,
            [0.02, 0.9, 1.4],
            [side * (w / 2 - 0.01), 1.1, z + 1.5],
            mat(pick(i, [0xb7a78a, 0x9fb0a8]), 0.95),
            false,
          );
      }
    if (C.rail)
      for (const side of [-1, 1])
        box(scene, [0.04, 0.14, d], [side * (w / 2 - 0.03), 0.85, 0], mat(0xd9d2c4, 0.4), false, 0.01);
    if (C.dado)
      for (const side of [-1, 1])
        box(
          scene,
          [0.02, 1.0, d],
          [side * (w / 2 - 0.01), 0, 0],
          mat(0xffffff, 0.5, 0, { map: t.grain([138, 112, 80], [12, 1]) }),
          false,
        );
    if (C.seats) for (let i = 0; i < 5; i++) sideChair(scene, [w / 2 - 0.35, -4.4 + i * 0.55], 0x3f6f8a, -Math.PI / 2);
    if (C.across) {
      const z = C.across.z;
      const dw = (w - 0.5) / 2;
      // The compartment wall across the corridor, with a transom over the double-leaf doors.
      for (const s of [-1, 1])
        box(scene, [0.12, h, 0.2], [s * (w / 2 - 0.06), 0, z], mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }));
      box(scene, [w, h - 2.3, 0.2], [0, 2.3, z], mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }));
      doorSet(scene, [0, z], {
        leaf: leaf(0),
        frame: C.frame,
        double: true,
        width: dw,
        height: 2.22,
        open: C.across.open,
        tall: C.across.tall,
      });
      if (C.across.open)
        for (const s of [-1, 1])
          box(scene, [0.04, 0.08, 0.08], [s * (w / 2 - 0.02), 1.9, z - dw + 0.05], steel(0x9a9a9a), false);
    }
    if (C.stair) {
      box(scene, [w, 0.02, 6], [0, 0, -8], mat(0xffffff, 0.5, 0, { map: t.concrete(160, [2, 4]) }));
      for (let i = 0; i < 8; i++)
        box(
          scene,
          [w * 0.5, 0.17 * (i + 1), 0.28],
          [w * 0.22, 0, -6 - i * 0.28],
          mat(0xffffff, 0.6, 0, { map: t.concrete(176, [1, 1]) }),
        );
      box(scene, [0.04, 1.0, 2.4], [-0.05, 0.5, -7], steel(0x9aa0a6), false);
    }
    if (C.endDoor)
      doorSet(scene, [0, -d / 2 + 1.5], {
        leaf: steel(0x6a7076, 0.4),
        frame: C.frame,
        glazed: false,
        width: 1.3,
        height: 2.2,
      });
    if (C.endDoor) box(scene, [w, h, 0.1], [0, 0, -d / 2 + 1.45], mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }));
    point(scene, [0, 2.3, 4], 4, 0xfff0dc, 8);
    point(scene, [0, 2.3, -2], 4, 0xfff0dc, 8);
    daylight(scene, [2, 6, -22], { intensity: 2, span: 8, target: [0, 0, -9] });
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** Buildings from outside: curtain walls, a hospital wing, a stone-clad annex, a workshop hall. */
  facade(scene, camera, random, t, v) {
    const C = [
      // 1 Greenfield academic block from the central court: four storeys, trees, warm light.
      {
        kind: 'school',
        floors: 4,
        sky: [
          [92, 146, 206],
          [214, 222, 228],
        ],
        sun: [-30, 35, 30],
        sunColor: 0xfff0d8,
        cam: [-22, 1.7, 26],
        look: [0, 5, -8],
        trees: 10,
      },
      // 2 Sunrise critical care wing beside the existing hospital.
      {
        kind: 'hospital',
        floors: 6,
        sky: [
          [120, 164, 214],
          [220, 228, 234],
        ],
        sun: [35, 30, 25],
        sunColor: 0xffe6c4,
        cam: [20, 1.7, 34],
        look: [-4, 8, -8],
        trees: 6,
      },
      // 3 Vertex twelve-storey office with a unitised curtain wall, looking up.
      {
        kind: 'tower',
        floors: 12,
        sky: [
          [80, 130, 196],
          [200, 214, 226],
        ],
        sun: [-20, 40, 30],
        sunColor: 0xfff6ea,
        cam: [-14, 1.6, 30],
        look: [2, 16, -8],
        trees: 7,
      },
      // 4 Collectorate annex from the public forecourt: stone cladding, punched windows.
      {
        kind: 'annex',
        floors: 4,
        sky: [
          [128, 160, 196],
          [226, 222, 212],
        ],
        sun: [25, 30, 35],
        sunColor: 0xffe2b8,
        cam: [6, 1.7, 30],
        look: [0, 5, -8],
        trees: 4,
      },
      // 5 Meridian academic block and its shaded approach: covered walkway, a row of trees.
      {
        kind: 'school',
        floors: 5,
        sky: [
          [104, 150, 200],
          [216, 220, 220],
        ],
        sun: [30, 25, 10],
        sunColor: 0xffd8a8,
        cam: [12, 1.7, 30],
        look: [-5, 5, -8],
        trees: 12,
        walkway: true,
      },
      // 6 Meridian workshop hall beside the academic block: profiled cladding, roller doors.
      {
        kind: 'hall',
        floors: 3,
        sky: [
          [110, 150, 198],
          [222, 226, 226],
        ],
        sun: [-25, 30, 30],
        sunColor: 0xfff0d8,
        cam: [-8, 1.7, 34],
        look: [-12, 5, -8],
        trees: 5,
      },
    ][v];
    const sky = canvasTexture(512, (ctx, s) => {
      const g = ctx.createLinearGradient(0, 0, 0, s);
      g.addColorStop(0, rgb(C.sky[0]));
      g.addColorStop(1, rgb(C.sky[1]));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, s, s);
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `rgba(255,255,255,${0.08 + random() * 0.25})`;
        ctx.beginPath();
        ctx.ellipse(random() * s, random() * s * 0.7, 40 + random() * 90, 8 + random() * 20, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    scene.background = sky;
    scene.fog = new THREE.Fog(new THREE.Color(rgb(C.sky[1])), 80, 260);
    const ground = new THREE.Mesh(
      new THREE.PlaneGeometry(400, 400),
      mat(0xffffff, 0.9, 0, { map: t.tiles('#b8b2a6', '#9a9488', [400 / 1.2, 400 / 1.2]) }),
    );
    ground.rotation.x = -Math.PI / 2;
    ground.receiveShadow = true;
    scene.add(ground);
    const grass = mat(0xffffff, 1, 0, {
      map: t.carpet([70, 96, 50], [20, 6]),
      bumpMap: t.bump([40, 12]),
      bumpScale: 3,
    });
    const lawn = new THREE.Mesh(new THREE.PlaneGeometry(60, 9), grass);
    lawn.rotation.x = -Math.PI / 2;
    lawn.position.set(0, 0.03, 15);
    lawn.receiveShadow = true;
    scene.add(lawn);
    box(scene, [60, 0.15, 0.2], [0, 0, 10.4], mat(0xc8c2b6, 0.8));
    const fh = C.kind === 'hall' ? 3 : 3.6;
    const body = at(scene, [0, -8]);
    const bw = C.kind === 'tower' ? 28 : 36,
      bd = 18,
      H = C.floors * fh;
    const cw = mat(0x3c5262, 0.06, 0.9, { envMapIntensity: 1.5 });
    if (C.kind === 'tower' || C.kind === 'hospital' || C.kind === 'school') {
      box(body, [bw, H, bd], [0, 0, 0], C.kind === 'tower' ? cw : mat(0x48606e, 0.08, 0.85));
      const spandrel = mat(C.kind === 'school' ? 0xd9cbb0 : 0xe4e2dc, 0.6, 0, { map: t.concrete(230, [8, 1]) });
      for (let f = 0; f <= C.floors; f++)
        box(body, [bw + 0.3, C.kind === 'tower' ? 0.25 : 1.0, bd + 0.3], [0, f * fh - 0.5, 0], spandrel);
      const n = C.kind === 'tower' ? 28 : 18;
      for (let m = 0; m <= n; m++)
        box(
          body,
          [C.kind === 'school' ? 0.25 : 0.1, H, 0.4],
          [-bw / 2 + (bw / n) * m, 0, bd / 2 + 0.15],
          mat(C.kind === 'school' ? 0xd9cbb0 : 0xc9c9c4, 0.35, 0.6),
          false,
        );
      if (C.kind === 'school')
        for (let f = 1; f <= C.floors; f++)
          box(body, [bw, 0.08, 0.9], [0, f * fh - 0.45, bd / 2 + 0.5], mat(0xe8e2d6, 0.5), true);
      if (C.kind === 'hospital') {
        const old = at(scene, [-34, -14]);
        box(old, [26, 5 * 3.4, 20], [0, 0, 0], mat(0xffffff, 0.85, 0, { map: t.concrete(206, [6, 4]) }));
        for (let f = 0; f < 5; f++)
          for (let i = 0; i < 9; i++)
            box(old, [1.4, 1.6, 0.2], [-11 + i * 2.75, f * 3.4 + 1.0, 10], mat(0x33424e, 0.1, 0.8), false);
        box(body, [12, 4.5, 6], [-6, 0, bd / 2 + 3], mat(0xe6e3dc, 0.6));
        box(body, [14, 0.4, 8], [-6, 4.5, bd / 2 + 3], mat(0x9a948a, 0.5));
      }
      if (C.kind === 'tower') {
        box(body, [bw * 0.4, 5, bd * 0.3], [-bw * 0.15, 0, bd / 2 + 2.8], glass(0x9fb6c2, 0.5));
        box(body, [bw * 0.4 + 1, 0.5, bd * 0.3 + 1], [-bw * 0.15, 5, bd / 2 + 2.8], mat(0xdedad2, 0.5));
      }
      box(body, [bw + 0.6, 1.0, bd + 0.6], [0, H, 0], mat(0xd7d4cc, 0.6));
    }
    if (C.kind === 'annex') {
      const stoneMat = mat(0xffffff, 0.8, 0, { map: t.stone([206, 190, 160], [170, 150, 120], [6, 4]) });
      box(body, [bw, H, bd], [0, 0, 0], stoneMat);
      for (let f = 0; f < C.floors; f++)
        for (let i = 0; i < 12; i++) {
          box(
            body,
            [1.6, 2.0, 0.3],
            [-bw / 2 + 1.6 + i * 2.95, f * fh + 0.9, bd / 2 - 0.05],
            mat(0x2d3a44, 0.08, 0.85),
            false,
          );
          box(body, [1.9, 0.12, 0.5], [-bw / 2 + 1.6 + i * 2.95, f * fh + 0.85, bd / 2 + 0.05], mat(0xe2d8c4, 0.6));
        }
      box(body, [10, 5, 3], [0, 0, bd / 2 + 1.5], stoneMat);
      for (let i = 0; i < 5; i++) cyl(body, [0.35, 0.35, 5], [-4 + i * 2, 0, bd / 2 + 3.2], mat(0xe8e0d0, 0.6));
      box(body, [11, 0.6, 4], [0, 5, bd / 2 + 1.8], stoneMat);
      for (let i = 0; i < 4; i++)
        box(body, [12 - i * 0.4, 0.16, 1.2 - i * 0.3], [0, i * 0.16, bd / 2 + 4.6 - i * 0.2], mat(0xd8d0c0, 0.7));
      box(body, [bw + 0.6, 0.8, bd + 0.6], [0, H, 0], mat(0xe2d8c4, 0.6));
    }
    if (C.kind === 'hall') {
      const cladding = canvasTexture(
        256,
        (ctx, s) => {
          for (let x = 0; x < s; x += 16) {
            ctx.fillStyle = x % 32 ? '#b8c0c6' : '#a6aeb4';
            ctx.fillRect(x, 0, 16, s);
          }
          noise(ctx, s, 8, random);
        },
        [20, 1],
      );
      box(body, [bw, 9, bd], [0, 0, 0], mat(0xffffff, 0.4, 0.7, { map: cladding }));
      const roof = new THREE.Mesh(new THREE.CylinderGeometry(2, 2, bw, 3, 1), mat(0x8d969c, 0.4, 0.7));
      roof.rotation.z = Math.PI / 2;
      roof.scale.set(1, 1, bd / 3.4);
      roof.position.set(0, 9.6, 0);
      roof.castShadow = true;
      body.add(roof);
      for (let i = 0; i < 3; i++) box(body, [4.5, 5, 0.2], [-10 + i * 8, 0, bd / 2], mat(0x6a7278, 0.5, 0.6));
      box(body, [bw, 1.2, 0.2], [0, 6.6, bd / 2 + 0.05], mat(0x9fb6c2, 0.1, 0.8), false);
      const block = at(scene, [-40, -10]);
      box(block, [30, 5 * 3.6, 18], [0, 0, 0], mat(0x48606e, 0.08, 0.85));
      for (let f = 0; f <= 5; f++)
        box(block, [30.3, 1.0, 18.3], [0, f * 3.6 - 0.5, 0], mat(0xd9cbb0, 0.6, 0, { map: t.concrete(226, [8, 1]) }));
    }
    if (C.walkway) {
      for (let i = 0; i < 9; i++) cyl(scene, [0.08, 0.08, 3], [-14 + i * 3.5, 0, 6.5], steel(0x9aa0a6));
      box(scene, [30, 0.2, 3.2], [0, 3, 5.2], mat(0xe8e4dc, 0.6));
      box(
        scene,
        [30, 0.05, 3.2],
        [0, 0.01, 5.2],
        mat(0xffffff, 0.8, 0, { map: t.tiles('#c6b8a0', '#a89a84', [30, 3]) }),
        false,
      );
    }
    for (let i = 0; i < C.trees; i++)
      tree(
        scene,
        [-24 + (48 / C.trees) * (i + 0.5) + (random() - 0.5) * 2, 14 + random() * 3],
        random,
        t,
        1 + random() * 0.3,
      );
    for (let i = 0; i < 14; i++) {
      const shrub = foliage(
        0.6 + random() * 0.3,
        random,
        mat(0xb8c8a8, 0.9, 0, { map: t.leaves(), bumpMap: t.leaves(), bumpScale: 3 }),
      );
      shrub.scale.y = 0.6;
      shrub.position.set(-26 + i * 4 + random(), 0.3, 11.4);
      scene.add(shrub);
    }
    sun(scene, C.sun, 3.2, C.sunColor, 50, [0, 0, 0]);
    camera.fov = 50;
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** The factory: steel portal frames, skylights, door leaves, panels and machines on the line. */
  factory(scene, camera, random, t, v) {
    const C = [
      // 1 Timber leaves finished before delivery: spray booth, leaves on trestles.
      {
        frame: 0x2e5d8c,
        stock: [0x9a6a3e, 0xb88a5a],
        work: 'finish',
        cam: [-1.5, 1.8, 9],
        look: [-6.5, 1.2, -4],
        roof: 'skylight',
      },
      // 2 Counter panels on the line: laminated panels, a panel saw.
      {
        frame: 0x6a7078,
        stock: [0xd6cfc2, 0x8c6a4a],
        work: 'panels',
        cam: [3.2, 1.8, 8],
        look: [-6, 0.9, -3],
        roof: 'skylight',
      },
      // 3 Steel strong-room leaves in production: thick steel leaves, welding bays.
      {
        frame: 0xb5452f,
        stock: [0x6f767c, 0x8a9096],
        work: 'steel',
        cam: [-1.2, 1.7, 4],
        look: [-6.5, 1.0, -8],
        roof: 'skylight',
        dim: true,
      },
      // 4 Finishing and inspection before dispatch: wrapped leaves on pallets.
      {
        frame: 0x2e5d8c,
        stock: [0x8a9096, 0x5d6a72],
        work: 'inspect',
        cam: [1.5, 1.6, 6],
        look: [7.5, 0.9, -4],
        roof: 'skylight',
      },
      // 5 Door leaves for the records centre: grey steel leaves in racks.
      {
        frame: 0x4f6a4c,
        stock: [0x9aa0a2, 0x7f8c90],
        work: 'racks',
        cam: [-1.5, 1.9, 10],
        look: [6.5, 1.4, -6],
        roof: 'skylight',
      },
      // 6 Meridian engineering workshop hall: lathes and benches under the portal frames.
      {
        frame: 0x3d5a7a,
        stock: [0x3f6f52, 0x9aa0a6],
        work: 'workshop',
        cam: [-3, 4.6, 18],
        look: [0.5, 1.0, -8],
        roof: 'skylight',
      },
      // 7 Machine bays under the north-light roof.
      {
        frame: 0xd8d8d4,
        stock: [0x2f6fa0, 0xd8a030],
        work: 'workshop',
        cam: [8, 2.0, 12],
        look: [-4, 2.0, -8],
        roof: 'northlight',
      },
    ][v];
    const w = 24,
      d = 40,
      h = 9;
    room(scene, t, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.45, 0, {
        map: t.concrete(C.dim ? 150 : 172, [6, 10]),
        bumpMap: t.bump([12, 20], 60),
        bumpScale: 0.5,
      }),
      wall: mat(0xffffff, 0.6, 0.3, { map: t.brushed([200, 204, 206], [8, 1]) }),
      ceiling: mat(0xa9b0b5, 0.6, 0.4),
      windows: ['left'],
      sill: 1.2,
      head: 4.2,
      bays: 5,
    });
    const frameMat = mat(C.frame, 0.5, 0.4);
    for (let z = -d / 2 + 2.5; z < d / 2; z += 5) {
      for (const s of [-1, 1]) box(scene, [0.4, h, 0.3], [s * (w / 2 - 0.3), 0, z], frameMat);
      box(scene, [w, 0.7, 0.25], [0, h - 0.9, z], frameMat);
      if (C.roof === 'skylight') box(scene, [w * 0.3, 0.05, 1.6], [0, h - 0.05, z + 2.5], glow(0xf3f7fb, 2.2), false);
      else {
        const glazing = new THREE.Mesh(new THREE.PlaneGeometry(w, 1.4), glow(0xf0f4f8, 2));
        glazing.position.set(0, h - 0.4, z + 1.2);
        glazing.rotation.x = -0.5;
        scene.add(glazing);
      }
      box(scene, [0.3, 0.3, 0.3], [0, h - 1.6, z], mat(0x33373b, 0.5, 0.6), false);
      point(scene, [0, h - 1.8, z], 6, 0xf4f6fa, 14);
    }
    box(scene, [0.1, 0.005, d], [-2.5, 0.002, 0], mat(0xe6c229, 0.5), false);
    box(scene, [0.1, 0.005, d], [2.5, 0.002, 0], mat(0xe6c229, 0.5), false);
    const stock = (i, k = 1) => {
      const c = C.stock[i % C.stock.length];
      return C.work === 'steel' || C.work === 'racks' || C.work === 'inspect'
        ? steel(c, 0.5)
        : mat(0xffffff, 0.5, 0, { map: t.grain([(c >> 16) & 255, (c >> 8) & 255, c & 255].map((x) => x * k)) });
    };
    const machine = (x, z, colour, turn = 0) => {
      const g = at(scene, [x, z], turn);
      const body = mat(colour, 0.45, 0.3, { clearcoat: 0.5 });
      box(g, [2.6, 0.9, 1.2], [0, 0, 0], body, true, 0.04);
      box(g, [0.9, 0.8, 1.0], [-0.8, 0.9, 0], body, true, 0.04);
      box(g, [2.8, 0.06, 1.3], [0.2, 0.9, 0], steel(0x9c9c9c, 0.3));
      cyl(g, [0.12, 0.12, 0.4], [0.4, 0.96, 0], steel(0xcccccc, 0.2));
      box(g, [0.4, 0.5, 0.08], [1.1, 1.2, 0.55], mat(0x222428, 0.4), false, 0.01);
      box(g, [3.4, 0.005, 2.0], [0, 0.003, 0], mat(0xe6c229, 0.5), false);
    };
    if (C.work !== 'workshop' && C.work !== 'racks') {
      // A roller conveyor down the left of the hall.
      for (const sx of [-0.65, 0.65]) box(scene, [0.08, 0.1, 34], [-6.5 + sx, 0.72, -2], steel(0x3d6f9a, 0.45));
      const roller = new THREE.CylinderGeometry(0.03, 0.03, 1.22, 10);
      const rollers = new THREE.InstancedMesh(roller, steel(0xc8ccd0, 0.3), 136);
      for (let k = 0; k < 136; k++)
        rollers.setMatrixAt(
          k,
          new THREE.Matrix4().compose(
            new THREE.Vector3(-6.5, 0.8, -19 + k * 0.25),
            new THREE.Quaternion().setFromEuler(new THREE.Euler(0, 0, Math.PI / 2)),
            new THREE.Vector3(1, 1, 1),
          ),
        );
      rollers.castShadow = rollers.receiveShadow = true;
      scene.add(rollers);
    }
    for (let i = 0; i < 6; i++) {
      const z = -17 + i * 6;
      if (C.work === 'workshop') {
        machine(-7, z, C.stock[i % 2], (random() - 0.5) * 0.1);
        machine(7, z + 2, C.stock[(i + 1) % 2], Math.PI);
        box(scene, [2, 0.9, 0.8], [-9.8, 0, z + 2], steel(0x5a6066, 0.5), true, 0.01);
      } else if (C.work === 'racks') {
        for (const x of [-7, 7]) {
          const g = at(scene, [x, z]);
          box(g, [0.1, 2.4, 2.6], [-1.2, 0, 0], steel(0x2f5f8f, 0.5));
          box(g, [0.1, 2.4, 2.6], [1.2, 0, 0], steel(0x2f5f8f, 0.5));
          for (let l = 0; l < 9; l++) box(g, [2.2, 2.1, 0.05], [0, 0.12, -1.0 + l * 0.24], stock(l), true, 0.005);
        }
      } else {
        // The line: work on the roller conveyor, and what each kind of work needs beside it.
        const flat = C.work === 'panels' ? [2.6, 0.03, 1.2] : [2.1, 0.055, 0.95];
        const g = at(scene, [-6.5, z], Math.PI / 2);
        for (let l = 0; l < 1 + (i % 3); l++)
          box(g, flat, [0, 0.84 + l * (flat[1] + 0.004), 0], stock(i + l, 1.05), true, 0.006);
        if (C.work === 'steel') {
          // A welding bay: translucent red screens, the set and its lead, a blue arc glow.
          const bay = at(scene, [-6.5, z + 2.6]);
          for (const sx of [-1.4, 1.4])
            box(
              bay,
              [0.03, 1.8, 2.2],
              [sx, 0.1, 0],
              mat(0xb02a1a, 0.4, 0, { transparent: true, opacity: 0.75 }),
              false,
            );
          box(bay, [0.5, 1.0, 0.6], [-2.4, 0, 0], mat(0x2f6fa0, 0.4, 0.3, { clearcoat: 0.5 }), true, 0.03);
          box(bay, [0.02, 0.02, 1.6], [-2.2, 0.9, -0.3], mat(0x111111, 0.5), false);
          point(scene, [-6.3, 1.0, z], 3, 0x9fc8ff, 3);
        }
        if (C.work === 'finish') {
          // A spray booth over the line, lit inside, with its extract on top.
          const booth = at(scene, [-6.5, z]);
          for (const sx of [-1.5, 1.5]) box(booth, [0.08, 2.8, 2.6], [sx, 0, 0], mat(0xd8dcd8, 0.6, 0.2));
          box(booth, [3.1, 0.1, 2.6], [0, 2.8, 0], mat(0xd8dcd8, 0.6, 0.2));
          box(booth, [2.6, 0.04, 1.6], [0, 2.76, 0], glow(0xfaf6ee, 2.5), false);
          cyl(booth, [0.3, 0.3, 1.4], [0, 2.9, 0], steel(0xa8acb0, 0.35));
          point(scene, [-6.5, 2.2, z], 2, 0xfaf6ee, 4);
        }
        if (C.work === 'panels') machine(-6.5, z + 3, C.stock[1] === 0x8c6a4a ? 0x3f6f52 : 0x5d6a72, Math.PI / 2);
        if (C.work === 'inspect') {
          box(scene, [0.9, 0.9, 1.6], [-8.6, 0, z], steel(0x9aa0a6, 0.4), true, 0.01);
          box(scene, [0.02, 0.8, 0.02], [-8.4, 0.9, z], steel(0x333333), false);
          box(scene, [0.4, 0.05, 0.2], [-8.2, 1.7, z], glow(0xfff6e8, 2), false);
          box(scene, [0.5, 0.35, 0.02], [-8.7, 0.95, z + 0.4], mat(0x121314, 0.3), false);
        }
        for (const sx of [-1, 1]) box(scene, [0.06, 0.74, 0.06], [-6.5 + sx * 0.6, 0, z], steel(0x444a50, 0.5));
        const pile = at(scene, [7, z], (random() - 0.5) * 0.2);
        box(pile, [2.3, 0.14, 1.2], [0, 0, 0], mat(0xffffff, 0.95, 0, { map: t.grain([150, 120, 80]) }));
        for (let l = 0; l < 10; l++)
          box(
            pile,
            [flat[0] - 0.1, flat[1], flat[2] - 0.1],
            [0, 0.14 + l * (flat[1] + 0.004), 0],
            stock(l, 0.95 + random() * 0.1),
            true,
            0.004,
          );
        if (C.work === 'inspect') {
          box(
            pile,
            [2.3, 0.6, 1.2],
            [0, 0.7, 0],
            mat(0xe4ecf0, 0.1, 0, { transparent: true, opacity: 0.3 }),
            true,
            0.05,
          );
          box(scene, [1.6, 0.9, 0.8], [3.8, 0, z + 2], steel(0x9aa0a6, 0.4), true, 0.01);
          box(scene, [0.6, 0.02, 0.4], [3.8, 0.9, z + 2], mat(0x222222, 0.6), false);
        }
      }
    }
    if (C.work === 'workshop') {
      box(scene, [w - 1, 0.6, 0.5], [0, 6.8, -6], mat(0xe0b020, 0.5, 0.5));
      box(scene, [0.6, 0.4, 0.8], [3, 6.4, -6], mat(0x333333, 0.5, 0.5));
      box(scene, [0.02, 4.5, 0.02], [3, 1.9, -6], steel(0x333333));
    }
    // Pallet racking along the right wall, stocked with boards, boxes and wrapped leaves.
    if (C.work !== 'workshop') {
      const upright = mat(0x2f5f8f, 0.5, 0.4),
        beam = mat(0xe07a20, 0.5, 0.4);
      for (let z = -d / 2 + 1; z < d / 2 - 2; z += 2.8) {
        for (const dz of [0, 2.7])
          for (const dx of [-0.5, 0.5]) box(scene, [0.08, 5.4, 0.08], [w / 2 - 1.3 + dx, 0, z + dz], upright);
        for (const y of [1.6, 3.2, 4.8])
          for (const dx of [-0.5, 0.5]) box(scene, [0.06, 0.12, 2.7], [w / 2 - 1.3 + dx, y, z + 1.35], beam);
        for (const y of [0, 1.72, 3.32]) {
          if (random() < 0.15) continue;
          box(
            scene,
            [1.0, 0.12, 1.2],
            [w / 2 - 1.3, y, z + 0.7],
            mat(0xffffff, 0.95, 0, { map: t.grain([150, 120, 80]) }),
          );
          box(
            scene,
            [0.95, 0.5 + random() * 0.7, 1.1],
            [w / 2 - 1.3, y + 0.12, z + 0.7],
            pick(Math.floor(random() * 3), [
              mat(0xb89870, 0.9),
              stock(1),
              mat(0xe4ecf0, 0.2, 0, { transparent: true, opacity: 0.55 }),
            ]),
            true,
            0.02,
          );
          box(
            scene,
            [1.0, 0.12, 1.2],
            [w / 2 - 1.3, y, z + 2.0],
            mat(0xffffff, 0.95, 0, { map: t.grain([150, 120, 80]) }),
          );
          box(
            scene,
            [0.95, 0.4 + random() * 0.8, 1.1],
            [w / 2 - 1.3, y + 0.12, z + 2.0],
            pick(Math.floor(random() * 3), [mat(0xc8a880, 0.9), stock(0), mat(0x8a9096, 0.5, 0.6)]),
            true,
            0.02,
          );
        }
      }
    }
    sun(scene, [-20, 16, 4], C.dim ? 1.8 : 2.6, 0xfff2de, 30);
    camera.fov = 55;
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** Classrooms and training rooms: desks, a board, tall windows. */
  classroom(scene, camera, random, t, v) {
    const C = [
      // 1 Greenfield middle-school classroom: north light, acoustic ceiling, movable desks.
      {
        w: 10,
        d: 9,
        h: 3.4,
        floor: ['#c8bfae', '#a9a08f'],
        wall: [241, 237, 228],
        layout: 'rows',
        chairs: [0x2d6a8a, 0xb2532f],
        cam: [3.8, 1.7, 4.2],
        look: [-0.8, 1.0, -3],
        sun: [-12, 9, 6],
        tiles: true,
      },
      // 2 Junior classrooms with low, rounded furniture: round tables, bright chairs.
      {
        w: 9,
        d: 8,
        h: 3.2,
        floor: ['#e4c990', '#c6aa74'],
        wall: [246, 240, 226],
        layout: 'junior',
        chairs: [0xe0a030, 0x3f8a5a, 0x3f6f9a, 0xc4503a],
        cam: [-3.4, 1.35, 3.4],
        look: [0.8, 0.6, -2.5],
        sun: [-10, 7, -4],
      },
      // 3 Reading corner under the high windows: shelves, a rug, cushions, clerestory light.
      {
        w: 9,
        d: 8,
        h: 3.6,
        floor: ['#cdbb9a', '#ad9b7a'],
        wall: [240, 234, 220],
        layout: 'reading',
        chairs: [0x3f6f9a, 0xd18b2f],
        cam: [2.8, 1.3, 3.0],
        look: [-1.8, 0.9, -2.8],
        sun: [-9, 10, -3],
        sill: 2.2,
      },
      // 4 Vertex training rooms with reconfigurable tables: a U of tables, grey carpet.
      {
        w: 11,
        d: 9,
        h: 3.0,
        floor: ['#7a7e84', '#6a6e74'],
        wall: [232, 232, 230],
        layout: 'u',
        chairs: [0x2f3a46, 0x2f3a46],
        cam: [4.2, 1.6, 3.8],
        look: [-1.2, 0.9, -3],
        sun: [-12, 6, 2],
        carpet: true,
      },
      // 5 Meridian lecture room for 60 students: long rows of benches facing a board.
      {
        w: 14,
        d: 13,
        h: 3.8,
        floor: ['#b8b0a2', '#9a9284'],
        wall: [236, 232, 224],
        layout: 'lecture',
        chairs: [0x5a2f2f, 0x5a2f2f],
        cam: [5.4, 2.1, 6.0],
        look: [-1.5, 1.0, -5],
        sun: [-14, 8, 4],
        carpet: true,
      },
    ][v];
    const { w, d, h } = C;
    room(scene, t, {
      w,
      d,
      h,
      floor: C.carpet
        ? mat(0xffffff, 0.95, 0, {
            map: t.carpet(
              [122, 116, 108].map((x, i) => (i === 2 && v === 3 ? 118 : x) * (v === 3 ? 0.8 : 1)),
              [w / 3, d / 3],
            ),
            bumpMap: t.bump([w, d]),
            bumpScale: 1,
          })
        : mat(0xffffff, 0.45, 0, { map: t.tiles(C.floor[0], C.floor[1], [w / 0.6, d / 0.6]) }),
      wall: mat(0xffffff, 0.9, 0, { map: t.paint(C.wall) }),
      ceiling: mat(0xffffff, 0.98, 0, {
        map: t.tiles('#f2f0ea', '#d8d6d0', [w / 0.6, d / 0.6]),
        emissive: 0xf2f0ea,
        emissiveIntensity: 0.08,
      }),
      windows: ['left'],
      sill: C.sill ?? 0.85,
      bays: 1.6,
    });
    ceilingLights(scene, { w, d, h, rows: 3, cols: 2, lit: 2 });
    const board =
      C.layout === 'reading'
        ? null
        : box(scene, [3.6, 1.2, 0.04], [0, 0.95, -d / 2 + 0.03], mat(0xf7f7f5, 0.15, 0, { clearcoat: 1 }));
    if (board) {
      box(scene, [3.7, 1.3, 0.02], [0, 0.9, -d / 2 + 0.01], steel(0xb8bcc0, 0.3), false);
      box(scene, [3.6, 0.04, 0.1], [0, 0.9, -d / 2 + 0.06], steel(0x9a9a9a, 0.3));
      box(
        scene,
        [1.2, 0.75, 0.6],
        [-2.8, 0, -d / 2 + 1.1],
        mat(0xffffff, 0.5, 0, { map: t.grain([180, 140, 100]) }),
        true,
        0.01,
      );
    }
    const beech = mat(0xffffff, 0.45, 0, { map: t.grain([214, 182, 140]) });
    if (C.layout === 'rows')
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 3; c++) {
          const x = -2.8 + c * 2.8 + (random() - 0.5) * 0.3,
            z = -1.8 + r * 1.6;
          desk(scene, [x, z], beech, 1.2, 0.55, { screens: 0 });
          for (const s of [-1, 1])
            sideChair(scene, [x + s * 0.3, z + 0.5], C.chairs[(c + r) % 2], Math.PI + (random() - 0.5) * 0.4);
        }
    if (C.layout === 'junior')
      for (let i = 0; i < 4; i++) {
        const x = -2 + (i % 2) * 3.6,
          z = -1.8 + Math.floor(i / 2) * 2.8;
        cyl(scene, [0.6, 0.6, 0.04], [x, 0.56, z], mat(0xffffff, 0.4, 0, { map: t.grain([226, 196, 150]) }), 48);
        cyl(scene, [0.05, 0.05, 0.56], [x, 0, z], steel(0xb0b4b8));
        cyl(scene, [0.3, 0.3, 0.02], [x, 0, z], steel(0xb0b4b8));
        for (let k = 0; k < 4; k++) {
          const a = (k / 4) * Math.PI * 2 + i;
          sideChair(scene, [x + Math.sin(a) * 0.85, z + Math.cos(a) * 0.85], C.chairs[(i + k) % 4], a, 0.72);
        }
      }
    if (C.layout === 'reading' || C.layout === 'junior') {
      const reading = C.layout === 'reading';
      for (let i = 0; i < (reading ? 5 : 3); i++) {
        const g = reading
          ? at(scene, [-3.6 + i * 1.25, -d / 2 + 0.22])
          : at(scene, [w / 2 - 0.25, -2.4 + i * 1.3], -Math.PI / 2);
        box(g, [1.2, 1.2, 0.35], [0, 0, 0], mat(0xffffff, 0.5, 0, { map: t.grain([200, 170, 130]) }), true, 0.01);
        for (let s = 0; s < 3; s++)
          boxFiles(
            at(g, [0, 0.04]),
            1.1,
            0.05 + s * 0.38,
            0.02,
            random,
            [0xc4503a, 0x3f6f9a, 0xe0a030, 0x3f8a5a, 0xe8e0d0],
          );
      }
    }
    if (C.layout === 'reading') {
      const rug = new THREE.Mesh(
        new THREE.CircleGeometry(1.8, 48),
        mat(0xffffff, 1, 0, { map: t.carpet([70, 110, 140], [3, 3]), bumpMap: t.bump([6, 6]), bumpScale: 2 }),
      );
      rug.rotation.x = -Math.PI / 2;
      rug.position.set(-1.2, 0.006, -1.2);
      rug.receiveShadow = true;
      scene.add(rug);
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        const c = cyl(
          scene,
          [0.32, 0.36, 0.28],
          [-1.2 + Math.cos(a) * 1.2, 0, -1.2 + Math.sin(a) * 1.2],
          mat(pick(i, [0xd18b2f, 0x3f6f9a, 0x8a3f5a, 0x4f8a5a]), 0.95, 0, { sheen: 1 }),
          32,
        );
        c.scale.y = 1;
      }
      sofa(scene, [-3.95, 1.2], 1.8, 0x6a8a5a, Math.PI / 2);
      plant(scene, [-4, 3.2], random, 1.2, 0xe0d8c8);
      box(
        scene,
        [1.2, 0.45, 0.6],
        [-1.2, 0, -1.2],
        mat(0xffffff, 0.5, 0, { map: t.grain([200, 170, 130]) }),
        true,
        0.03,
      );
    }
    if (C.layout === 'u') {
      const table = (x, z, turn) =>
        desk(scene, [x, z], mat(0xf0eee8, 0.35), 1.4, 0.7, { screens: 0, turn, legs: 0x555a60 });
      for (let i = 0; i < 4; i++) {
        table(-3.5, -2.4 + i * 1.45, -Math.PI / 2);
        chair(scene, [-4.4, -2.4 + i * 1.45], C.chairs[0], Math.PI / 2 + (random() - 0.5) * 0.5, { arms: false });
        table(3.5, -2.4 + i * 1.45, Math.PI / 2);
        chair(scene, [4.4, -2.4 + i * 1.45], C.chairs[0], -Math.PI / 2 + (random() - 0.5) * 0.5, { arms: false });
      }
      for (let i = 0; i < 3; i++) {
        table(-1.45 + i * 1.45, 3.0, 0);
        chair(scene, [-1.45 + i * 1.45, 3.8], C.chairs[0], Math.PI + (random() - 0.5) * 0.5, { arms: false });
      }
      box(scene, [1.6, 0.05, 0.8], [3.6, 1.4, -d / 2 + 0.5], mat(0x222222, 0.5), false);
      plant(scene, [-w / 2 + 0.6, -d / 2 + 0.6], random, 1.2);
    }
    if (C.layout === 'lecture')
      for (let r = 0; r < 6; r++) {
        const z = -2.6 + r * 1.35;
        for (const x of [-3.4, 3.0]) {
          desk(scene, [x, z], beech, 4.4, 0.5, { screens: 0, legs: 0x4a4f55 });
          for (let k = 0; k < 5; k++)
            sideChair(scene, [x - 1.76 + k * 0.88, z + 0.45], C.chairs[0], Math.PI + (random() - 0.5) * 0.3);
        }
      }
    daylight(scene, C.sun, { intensity: C.sill > 2 ? 3.2 : 2.8, span: 12 });
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** Receptions, waiting halls, lounges and atriums: stone, timber slats, pendants. */
  lobby(scene, camera, random, t, v) {
    const C = [
      // 1 Greenfield library reception: timber slat wall, a counter, bookshelves.
      {
        w: 13,
        d: 11,
        h: 4.2,
        stone: [
          [206, 196, 180],
          [160, 146, 126],
        ],
        wall: [228, 220, 206],
        slats: [164, 112, 70],
        counter: 'timber',
        seats: 'shelves',
        cam: [-3.6, 1.6, 4.8],
        look: [1, 1.3, -4],
        sun: [14, 8, 4],
      },
      // 2 Sunrise family waiting hall: rows of seats, a light stone floor, planters.
      {
        w: 16,
        d: 12,
        h: 4.6,
        stone: [
          [222, 218, 208],
          [180, 176, 166],
        ],
        wall: [236, 234, 228],
        slats: null,
        counter: 'stone',
        seats: 'rows',
        cam: [5.6, 1.6, 5.2],
        look: [-1.5, 1.1, -4],
        sun: [14, 10, -4],
      },
      // 3 Vertex double-height reception: tall slat wall, a gallery, a long stone desk.
      {
        w: 16,
        d: 12,
        h: 7.5,
        stone: [
          [140, 136, 132],
          [90, 86, 82],
        ],
        wall: [214, 214, 210],
        slats: [126, 88, 56],
        counter: 'dark',
        seats: 'sofas',
        gallery: true,
        cam: [-4.5, 1.6, 5.4],
        look: [1.2, 2.6, -4],
        sun: [16, 12, 2],
      },
      // 4 Vertex visitor lounge with timber slat cladding: sofas in front of the slats.
      {
        w: 12,
        d: 10,
        h: 3.6,
        stone: [
          [190, 178, 160],
          [140, 128, 110],
        ],
        wall: [222, 214, 200],
        slats: [176, 128, 84],
        counter: null,
        seats: 'lounge',
        cam: [3.8, 1.3, 3.6],
        look: [-1.5, 1.0, -4],
        sun: [12, 6, -3],
      },
      // 5 Vertex learning centre entrance: glazed doors, a small desk, a bench.
      {
        w: 12,
        d: 10,
        h: 3.8,
        stone: [
          [180, 184, 186],
          [130, 134, 138],
        ],
        wall: [232, 234, 234],
        slats: [196, 152, 104],
        counter: 'white',
        seats: 'bench',
        entrance: true,
        cam: [-3.8, 1.6, -2.5],
        look: [2.5, 1.3, 3.5],
        sun: [8, 6, 14],
      },
      // 6 Lotus patient reception and sample collection: a counter, waiting chairs, cubicles.
      {
        w: 14,
        d: 10,
        h: 3.2,
        stone: [
          [226, 230, 230],
          [190, 196, 198],
        ],
        wall: [236, 242, 242],
        slats: null,
        counter: 'white',
        seats: 'clinic',
        cam: [-4.8, 1.6, 4.0],
        look: [1.5, 1.1, -3.5],
        sun: [14, 8, 3],
      },
      // 7 Meridian atrium joining two wings: very tall, a bridge across, roof light.
      {
        w: 16,
        d: 14,
        h: 11,
        stone: [
          [200, 194, 184],
          [150, 144, 134],
        ],
        wall: [226, 222, 214],
        slats: null,
        counter: null,
        seats: 'atrium',
        bridge: true,
        cam: [-5, 1.6, 6.2],
        look: [1.5, 2.8, -5],
        sun: [6, 30, 4],
      },
    ][v];
    const { w, d, h } = C;
    const stone = mat(0xffffff, 0.16, 0, { map: t.stone(C.stone[0], C.stone[1], [w / 2.4, d / 2.4]) });
    const floorMat = mat(0xffffff, 0.12, 0, { map: t.stone(C.stone[0], C.stone[1], [w / 3, d / 3]) });
    room(scene, t, {
      w,
      d,
      h,
      floor: floorMat,
      wall: mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }),
      windows: C.entrance ? ['front', 'right'] : ['right'],
      sill: 0.05,
      bays: 2,
      ceiling: C.bridge
        ? mat(0xeef2f4, 0.6, 0, { emissive: 0xeef2f4, emissiveIntensity: 1.2 })
        : mat(0xf4f2ec, 0.95, 0, { emissive: 0xf4f2ec, emissiveIntensity: 0.12 }),
    });
    if (C.slats)
      for (let i = 0; i < Math.round((w - 2) / 0.16); i++)
        box(
          scene,
          [0.06, h, 0.1],
          [-w / 2 + 1 + i * 0.16, 0, -d / 2 + 0.06],
          mat(0xffffff, 0.55, 0, { map: t.grain(C.slats.map((x) => x * (0.92 + random() * 0.16))) }),
          true,
        );
    const counter = (x, z, len) => {
      const g = at(scene, [x, z]);
      const front =
        C.counter === 'timber'
          ? mat(0xffffff, 0.5, 0, { map: t.grain([150, 104, 66], [3, 1]) })
          : C.counter === 'dark'
            ? mat(0xffffff, 0.2, 0, { map: t.stone([70, 66, 64], [140, 134, 128], [2, 1]) })
            : C.counter === 'white'
              ? mat(0xf2f0ec, 0.3, 0, { clearcoat: 0.6 })
              : stone;
      box(g, [len, 1.05, 0.9], [0, 0, 0], front, true, 0.02);
      box(
        g,
        [len + 0.1, 0.04, 1.0],
        [0, 1.05, 0],
        mat(0xffffff, 0.15, 0, { map: t.stone([60, 60, 62], [120, 120, 120]) }),
        true,
        0.01,
      );
      box(g, [len - 0.2, 0.74, 0.6], [0, 0, -0.85], mat(0xe8e6e0, 0.5), true, 0.01);
      box(g, [len, 0.06, 0.02], [0, 0.12, 0.46], glow(0xffe2b8, 1.2), false);
      for (let k = 0; k < Math.round(len / 1.6); k++) chair(g, [-len / 2 + 0.8 + k * 1.6, -1.4], 0x2a2a2c, 0);
      return g;
    };
    if (C.counter) counter(C.entrance ? 3 : 0, C.entrance ? 2.6 : -2.4, C.counter === 'dark' ? 6.5 : 4.4);
    if (C.counter && !C.entrance && !C.gallery)
      for (let i = 0; i < 4; i++)
        pendant(scene, [-1.65 + i * 1.1, 2.4, -2.4], h, { r: 0.2, color: C.slats ? 0x1d1d1d : 0xd8d4cc });
    if (C.gallery) {
      box(scene, [w, 0.4, 3], [0, 3.6, -d / 2 + 1.5], mat(0xeeeae2, 0.6));
      box(scene, [w, 1.05, 0.03], [0, 4.0, -d / 2 + 3], glass(0xc6d6de, 0.3), false);
      box(scene, [w, 0.05, 0.06], [0, 5.05, -d / 2 + 3.0], steel(0xb8bcc0, 0.3), false);
      for (let i = 0; i < 6; i++) pendant(scene, [-3.75 + i * 1.5, 3.0, -1.2], h, { r: 0.25, color: 0x1d1d1d });
    }
    if (C.seats === 'shelves' || C.seats === 'atrium')
      for (let i = 0; i < 4; i++) {
        const g = at(scene, [-w / 2 + 0.25, -3 + i * 1.6], Math.PI / 2);
        box(g, [1.5, 2.1, 0.4], [0, 0, 0], mat(0xffffff, 0.5, 0, { map: t.grain([190, 150, 104]) }), true, 0.01);
        for (let s = 0; s < 5; s++)
          boxFiles(
            at(g, [0, 0.05]),
            1.4,
            0.05 + s * 0.41,
            0.02,
            random,
            [0x7a2f2f, 0x2f4a6a, 0x3f5a3a, 0xc8b89a, 0x4a3a2a],
          );
      }
    if (C.seats === 'rows' || C.seats === 'clinic') {
      const rows = C.seats === 'rows' ? 4 : 3;
      for (let r = 0; r < rows; r++)
        for (let k = 0; k < 6; k++)
          sideChair(scene, [-4.5 + k * 0.6 + (k > 2 ? 0.3 : 0), 0.6 + r * 1.2], pick(r, [0x3f6f8a, 0x5a7a6a]), Math.PI);
      if (C.seats === 'clinic')
        for (let i = 0; i < 3; i++) {
          const g = at(scene, [w / 2 - 1.6, -3.2 + i * 2.0]);
          box(g, [2.8, 2.2, 0.05], [0, 0, -0.9], mat(0xdfe8ea, 0.5), true);
          box(g, [0.8, 0.7, 0.6], [-0.6, 0, -0.4], mat(0xf2f0ec, 0.4), true, 0.02);
          box(g, [0.7, 0.5, 0.05], [0.4, 0.6, -0.85], mat(0xb8d0dc, 0.6), false);
          cyl(g, [0.25, 0.25, 0.05], [0.5, 0.5, -0.2], mat(0x2f6f8a, 0.6));
          cyl(g, [0.03, 0.03, 0.5], [0.5, 0, -0.2], steel());
        }
    }
    if (C.seats === 'sofas' || C.seats === 'lounge') {
      const rug = new THREE.Mesh(
        new THREE.PlaneGeometry(5.6, 3.4),
        mat(0xffffff, 1, 0, {
          map: t.carpet(
            pick(v, [
              [96, 78, 62],
              [70, 76, 84],
            ]),
            [3, 2],
          ),
          bumpMap: t.bump([8, 6]),
          bumpScale: 2,
        }),
      );
      rug.rotation.x = -Math.PI / 2;
      rug.position.set(0, 0.006, C.seats === 'lounge' ? -2.2 : 2.2);
      rug.receiveShadow = true;
      scene.add(rug);
      const z = C.seats === 'lounge' ? -2.2 : 2.2;
      sofa(scene, [0, z - 1.2], 2.6, pick(v, [0x4d5b4f, 0x6d4c3d]), 0);
      sofa(scene, [-2.2, z + 0.2], 1.8, pick(v, [0x3d4a5c, 0x8a7a64]), Math.PI / 2);
      sofa(scene, [2.2, z + 0.2], 1.8, pick(v, [0x3d4a5c, 0x8a7a64]), -Math.PI / 2);
      cyl(
        scene,
        [0.6, 0.6, 0.05],
        [0, 0.35, z + 0.1],
        mat(0xffffff, 0.15, 0, { map: t.stone([230, 226, 220], [170, 166, 160]) }),
        48,
      );
      cyl(scene, [0.08, 0.15, 0.35], [0, 0, z + 0.1], steel(0x2a2a2a, 0.3));
      if (C.seats === 'lounge')
        for (let i = 0; i < 3; i++) pendant(scene, [-1 + i, 2.2, z], h, { r: 0.18, color: 0x1d1d1d, power: 1.2 });
    }
    if (C.seats === 'bench') {
      box(scene, [2.6, 0.45, 0.5], [-3, 0, 2.6], mat(0xffffff, 0.5, 0, { map: t.grain([196, 152, 104]) }), true, 0.02);
      for (let i = 0; i < 3; i++) pendant(scene, [2.2 + i * 0.8, 2.4, 2.6], h, { r: 0.15 });
    }
    if (C.entrance) {
      box(scene, [2.4, 2.6, 0.05], [-1, 0, d / 2 - 0.05], glass(0xb8ccd6, 0.3), false);
      box(scene, [2.6, 0.1, 0.12], [-1, 2.6, d / 2 - 0.05], steel(0x3a3d40), false);
      for (const x of [-1.6, -0.4]) box(scene, [0.03, 0.9, 0.06], [x, 0.6, d / 2 - 0.12], steel(0xd0d0d0, 0.2), false);
      const mat2 = new THREE.Mesh(
        new THREE.PlaneGeometry(2.4, 1.6),
        mat(0x3a3a38, 1, 0, { bumpMap: t.bump([4, 3]), bumpScale: 3 }),
      );
      mat2.rotation.x = -Math.PI / 2;
      mat2.position.set(-1, 0.006, d / 2 - 1);
      scene.add(mat2);
    }
    if (C.bridge) {
      for (const y of [3.8, 7.6]) {
        box(scene, [w, 0.5, 2.6], [0, y, -4], mat(0xeeeae2, 0.6));
        box(
          scene,
          [w, 0.02, 2.5],
          [0, y - 0.02, -4],
          mat(0xffffff, 0.5, 0, { map: t.grain([176, 128, 84], [8, 1]) }),
          false,
        );
        // The wings' corridors behind the atrium: glazed screens on each floor, both walls.
        box(scene, [w - 2, 2.6, 0.05], [0, y + 0.6, -d / 2 + 0.05], glass(0x55646e, 0.7), false);
        box(scene, [0.05, 2.6, d - 4], [-w / 2 + 0.05, y + 0.6, 0], glass(0x55646e, 0.7), false);
        for (let k = 0; k < 8; k++)
          box(
            scene,
            [0.06, 2.6, 0.08],
            [-w / 2 + 1 + k * ((w - 2) / 7), y + 0.6, -d / 2 + 0.08],
            steel(0x3a3d40),
            false,
          );
        box(scene, [w, 1.05, 0.03], [0, y + 0.5, -2.7], glass(0xc6d6de, 0.3), false);
        box(scene, [w, 1.05, 0.03], [0, y + 0.5, -5.3], glass(0xc6d6de, 0.3), false);
        box(scene, [w, 0.05, 0.06], [0, y + 1.55, -2.7], steel(0xb8bcc0, 0.3), false);
      }
      for (let i = 0; i < 5; i++) box(scene, [0.4, h, 0.4], [-w / 2 + 0.2, 0, -d / 2 + 1 + i * 3], mat(0xe0dcd4, 0.6));
      box(scene, [w - 2, 2.6, 0.05], [0, 0.6, -d / 2 + 0.05], glass(0x55646e, 0.7), false);
      box(scene, [w, 0.5, 0.6], [0, 3.8, -d / 2 + 0.3], mat(0xeeeae2, 0.6));
      box(scene, [w, 0.5, 0.6], [0, 7.6, -d / 2 + 0.3], mat(0xeeeae2, 0.6));
      for (let i = 0; i < 6; i++)
        box(scene, [0.15, 0.6, d], [-w / 2 + 1.5 + i * 2.6, h - 0.6, 0], mat(0xd8d4cc, 0.5), true);
      for (let i = 0; i < 4; i++) {
        box(
          scene,
          [1.8, 0.45, 0.5],
          [-4 + i * 2.6, 0, 2.5],
          mat(0xffffff, 0.5, 0, { map: t.grain([176, 128, 84]) }),
          true,
          0.02,
        );
      }
      tree(scene, [3.5, 0.5], random, t, 0.75);
      box(scene, [2.4, 0.5, 2.4], [3.5, 0, 0.5], mat(0xffffff, 0.7, 0, { map: t.concrete(190, [1, 1]) }), true, 0.03);
    }
    plant(scene, [w / 2 - 0.8, -d / 2 + 0.8], random, 1.6, 0xd8d2c6);
    plant(scene, [-w / 2 + 0.8, d / 2 - 1.2], random, 1.4);
    daylight(scene, C.sun, { intensity: 2.6, span: Math.max(w, d) });
    camera.fov = 54;
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** A bank's customer hall: stone floor, a long teller counter with glass screens, pendants. */
  bank(scene, camera, random, t, v) {
    const C = [
      // 1 Regional office banking hall: stone counter, pendant lights, timber feature wall.
      {
        w: 16,
        d: 12,
        h: 5,
        stone: [
          [214, 204, 188],
          [150, 138, 120],
        ],
        counter: [
          [226, 218, 204],
          [160, 148, 132],
        ],
        cam: [-5.2, 1.6, 5.4],
        look: [1.5, 1.3, -4],
        sun: [14, 8, 6],
        slats: true,
      },
      // 2 Surat customer hall: joinery counters, a cooler stone, afternoon.
      {
        w: 14,
        d: 11,
        h: 4.2,
        stone: [
          [190, 192, 190],
          [120, 124, 124],
        ],
        counter: null,
        cam: [4.8, 1.6, 4.6],
        look: [-2, 1.2, -4],
        sun: [14, 6, -6],
        sunColor: 0xffdcb0,
      },
      // 3 Waiting area beside the enquiry desk: seats, queue posts, the desk.
      {
        w: 14,
        d: 11,
        h: 4.2,
        stone: [
          [200, 190, 176],
          [140, 128, 112],
        ],
        counter: null,
        cam: [-1.5, 1.5, 2.4],
        look: [4, 1.0, -3.5],
        sun: [14, 8, 2],
        waiting: true,
      },
    ][v];
    const { w, d, h } = C;
    room(scene, t, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.12, 0, { map: t.stone(C.stone[0], C.stone[1], [w / 2.5, d / 2.5]) }),
      wall: mat(0xffffff, 0.85, 0, { map: t.paint([230, 224, 212]) }),
      windows: ['right'],
      sill: 0.6,
      head: h - 0.6,
      bays: 1.8,
    });
    const joinery = mat(0xffffff, 0.45, 0, { map: t.grain([146, 98, 60], [3, 1]) });
    const front = C.counter ? mat(0xffffff, 0.18, 0, { map: t.stone(C.counter[0], C.counter[1], [3, 1]) }) : joinery;
    if (C.slats)
      for (let i = 0; i < Math.round((w - 2) / 0.18); i++)
        box(
          scene,
          [0.07, h, 0.1],
          [-w / 2 + 1 + i * 0.18, 0, -d / 2 + 0.06],
          mat(0xffffff, 0.55, 0, { map: t.grain([158, 108, 66].map((x) => x * (0.9 + random() * 0.2))) }),
        );
    else
      for (let i = 0; i < 6; i++)
        box(
          scene,
          [w / 6 - 0.04, h - 0.5, 0.04],
          [-w / 2 + (w / 6) * (i + 0.5), 0, -d / 2 + 0.03],
          mat(0xffffff, 0.5, 0, { map: t.grain([176, 132, 90], [1, 2]) }),
          true,
          0.01,
        );
    // The teller counter: positions with glass screens and a service ledge.
    const len = w - 4;
    const g = at(scene, [0, -2.6]);
    box(g, [len, 1.1, 0.9], [0, 0, 0], front, true, 0.02);
    box(
      g,
      [len + 0.1, 0.05, 1.1],
      [0, 1.1, 0.05],
      mat(0xffffff, 0.12, 0, { map: t.stone([54, 52, 50], [120, 116, 110], [4, 1]) }),
      true,
      0.01,
    );
    const positions = Math.round(len / 1.6);
    for (let k = 0; k <= positions; k++) {
      const x = -len / 2 + (len / positions) * k;
      box(g, [0.04, 0.8, 0.04], [x, 1.15, -0.1], steel(0xc0c4c8, 0.25), false);
      if (k < positions) {
        box(
          g,
          [len / positions - 0.06, 0.75, 0.015],
          [x + len / positions / 2, 1.18, -0.1],
          glass(0xd0dde4, 0.22),
          false,
        );
        box(g, [0.3, 0.02, 0.2], [x + len / positions / 2, 1.15, 0.25], mat(0x2a2a2a, 0.4), false);
        chair(g, [x + len / positions / 2, -0.9], 0x2a2a2c, 0);
        box(g, [0.4, 0.25, 0.02], [x + len / positions / 2 - 0.3, 1.3, -0.45], mat(0x121314, 0.25), false);
      }
    }
    box(g, [len, 0.04, 0.02], [0, 0.15, 0.46], glow(0xffe2b8, 1.2), false);
    for (let i = 0; i < 5; i++)
      pendant(scene, [-len / 2 + 1 + i * ((len - 2) / 4), 2.6, -1.2], h, {
        r: 0.3,
        color: pick(v, [0x1d1d1d, 0xc8a060, 0x1d1d1d]),
        power: 1.6,
      });
    // Customer side: writing desks, queue posts, seats.
    for (let i = 0; i < 2; i++) {
      const s = at(scene, [-4 + i * 8, 1.6]);
      box(s, [1.4, 1.0, 0.6], [0, 0, 0], joinery, true, 0.02);
      box(
        s,
        [1.5, 0.04, 0.7],
        [0, 1.0, 0],
        mat(0xffffff, 0.15, 0, { map: t.stone([230, 224, 214], [170, 160, 146]) }),
        true,
        0.01,
      );
    }
    for (let i = 0; i < 5; i++) {
      cyl(scene, [0.03, 0.03, 0.95], [-2 + i * 1.0, 0, -0.8], steel(0xd0d0d0, 0.2));
      cyl(scene, [0.16, 0.18, 0.03], [-2 + i * 1.0, 0, -0.8], steel(0xd0d0d0, 0.2));
      if (i < 4) box(scene, [0.98, 0.05, 0.01], [-1.5 + i * 1.0, 0.88, -0.8], mat(0x7a2430, 0.6), false);
    }
    if (C.waiting) {
      for (let r = 0; r < 2; r++)
        for (let k = 0; k < 5; k++) sideChair(scene, [1.5 + k * 0.6, 2.0 + r * 1.3], 0x3a4a5c, Math.PI);
      const enq = at(scene, [5.2, -0.2], -Math.PI / 2);
      box(enq, [2.2, 1.05, 0.8], [0, 0, 0], joinery, true, 0.03);
      box(
        enq,
        [2.3, 0.04, 0.9],
        [0, 1.05, 0],
        mat(0xffffff, 0.12, 0, { map: t.stone([54, 52, 50], [120, 116, 110]) }),
        true,
        0.01,
      );
      chair(enq, [0, -0.8], 0x2a2a2c, 0);
      plant(scene, [w / 2 - 0.8, 3.8], random, 1.4, 0xd8d2c6);
    } else {
      for (const x of [-5, 5]) sofa(scene, [x, 3.6], 2.2, pick(v, [0x4d5b4f, 0x5c4a3c]), Math.PI);
    }
    plant(scene, [-w / 2 + 0.8, -d / 2 + 0.8], random, 1.6, 0xd8d2c6);
    plant(scene, [w / 2 - 0.8, -d / 2 + 0.8], random, 1.5);
    daylight(scene, C.sun, { intensity: 2.6, color: C.sunColor ?? 0xfff0dc, span: 16 });
    camera.fov = 54;
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** A laboratory: benches with epoxy tops and reagent shelves, fume hoods, lab stools. */
  lab(scene, camera, random, t, v) {
    const C = [
      // 1 Greenfield science lab: island benches with sinks, fume hoods on the back wall.
      {
        w: 12,
        d: 10,
        h: 3.3,
        floor: ['#bfc9c4', '#a2aca7'],
        wall: [238, 240, 236],
        top: 0x2a2c2e,
        cam: [3.0, 1.6, 2.6],
        look: [-1, 0.9, -3.5],
        sun: [-12, 8, 3],
        school: true,
      },
      // 2 Lotus lab: the aisle between benches to a 60-minute door set, cool light.
      {
        w: 10,
        d: 14,
        h: 3.0,
        floor: ['#d8dcdc', '#b8bcbc'],
        wall: [242, 244, 244],
        top: 0xd8dcd8,
        cam: [0.1, 1.6, 6.2],
        look: [0, 1.2, -6],
        sun: [-12, 7, -2],
      },
    ][v];
    const { w, d, h } = C;
    room(scene, t, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.3, 0, { map: t.tiles(C.floor[0], C.floor[1], [w / 1.2, d / 1.2], 16) }),
      wall: mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }),
      windows: ['left'],
      sill: 0.95,
      head: h - 0.4,
      bays: 1.6,
    });
    ceilingLights(scene, { w, d, h, rows: Math.round(d / 2.5), cols: 2, lit: 2 });
    const top = mat(C.top, C.school ? 0.3 : 0.4, 0, { clearcoat: 0.5 });
    const bench = (x, z, len, turn, shelf) => {
      const g = at(scene, [x, z], turn);
      cabinets(g, [len, 1.2], top, C.school ? 0xe9e4d6 : 0xf2f2ee);
      if (shelf) {
        for (let k = 0; k <= Math.round(len / 1.2); k++)
          box(
            g,
            [0.04, 0.9, 0.04],
            [-len / 2 + 0.1 + ((len - 0.2) / Math.round(len / 1.2)) * k, 0.92, 0],
            steel(0xb0b4b8, 0.3),
          );
        for (const y of [1.3, 1.7]) box(g, [len, 0.025, 0.3], [0, y, 0], glass(0xe0e8ec, 0.5), true);
        for (let k = 0; k < len * 6; k++) {
          const bx = -len / 2 + 0.1 + random() * (len - 0.2);
          const y = random() < 0.5 ? 1.325 : 1.725;
          const tall = 0.12 + random() * 0.12;
          cyl(
            g,
            [0.035, 0.04, tall],
            [bx, y, (random() - 0.5) * 0.2],
            random() < 0.3
              ? mat(pick(k, [0x7a4a1a, 0x2a4a6a]), 0.2, 0, { transparent: true, opacity: 0.8 })
              : glass(0xe8f0f0, 0.5),
            12,
          );
        }
      }
      for (const s of [-0.35, 0.35]) {
        box(g, [0.5, 0.02, 0.38], [s * len * 0.7, 0.915, 0.2], steel(0xc0c4c8, 0.2), false);
        cyl(g, [0.015, 0.015, 0.35], [s * len * 0.7, 0.92, -0.05], steel(0xd8d8d8, 0.15), 10);
      }
      for (let k = 0; k < 4; k++)
        box(
          g,
          [0.3 + random() * 0.2, 0.01, 0.22],
          [-len / 2 + 0.5 + random() * (len - 1), 0.915, 0.3],
          mat(0xf8f8f4, 0.9),
          false,
        );
      return g;
    };
    const stool = (x, z, col) => {
      const g = at(scene, [x, z], random() * 6);
      cyl(g, [0.18, 0.18, 0.06], [0, 0.62, 0], mat(col, 0.6, 0, { clearcoat: 0.4 }), 24);
      cyl(g, [0.025, 0.025, 0.62], [0, 0, 0], steel(0x8a8e92));
      const ring = new THREE.Mesh(new THREE.TorusGeometry(0.17, 0.01, 8, 24), steel(0x8a8e92));
      ring.rotation.x = Math.PI / 2;
      ring.position.y = 0.25;
      g.add(ring);
      for (let k = 0; k < 5; k++)
        box(at(g, [0, 0], (k / 5) * Math.PI * 2), [0.03, 0.03, 0.25], [0, 0.02, 0.12], steel(0x5a5e62));
    };
    const hood = (x, z, turn) => {
      const g = at(scene, [x, z], turn);
      box(g, [1.5, 0.85, 0.85], [0, 0, 0], mat(0xe6e6e0, 0.4), true, 0.01);
      box(g, [1.5, 0.035, 0.85], [0, 0.85, 0], top);
      box(g, [1.5, 1.3, 0.1], [0, 0.9, -0.4], mat(0xdedfd8, 0.5), false);
      for (const s of [-1, 1]) box(g, [0.1, 1.3, 0.85], [s * 0.7, 0.9, 0], mat(0xe6e6e0, 0.4), true);
      box(g, [1.5, 0.6, 0.85], [0, 2.2, 0], mat(0xe6e6e0, 0.4), true, 0.01);
      box(g, [1.3, 0.8, 0.015], [0, 1.3, 0.4], glass(0xe0ecf0, 0.3), false);
      box(g, [1.3, 0.05, 0.03], [0, 1.28, 0.42], steel(0xc0c4c8, 0.3), false);
      box(g, [1.2, 0.03, 0.3], [0, 2.15, -0.1], glow(0xf6f8ff, 2), false);
      box(g, [0.3, 0.6, 0.3], [0, 2.8, -0.1], steel(0xa8acb0, 0.4));
      cyl(g, [0.08, 0.08, 0.18], [-0.3, 0.885, -0.1], glass(0xe8f0f0, 0.6), 12);
      cyl(g, [0.05, 0.06, 0.24], [0.2, 0.885, -0.15], mat(0x7a4a1a, 0.2, 0, { transparent: true, opacity: 0.8 }), 12);
    };
    if (C.school) {
      for (let r = 0; r < 2; r++) {
        bench(-1.6, -1.2 + r * 2.8, 3.6, 0, true);
        for (let k = 0; k < 4; k++) stool(-3.0 + k * 0.95, -0.3 + r * 2.8, pick(r + k, [0x2d6a8a, 0xc4843c]));
        for (let k = 0; k < 4; k++) stool(-3.0 + k * 0.95, -2.1 + r * 2.8, pick(r + k + 1, [0x2d6a8a, 0xc4843c]));
      }
      for (let i = 0; i < 3; i++) hood(-3.5 + i * 1.7, -d / 2 + 0.5, 0);
      const wallBench = at(scene, [w / 2 - 0.35, -0.5], -Math.PI / 2);
      cabinets(wallBench, [5, 0.65], top, 0xe9e4d6);
      box(scene, [0.04, 0.9, 2.6], [w / 2 - 0.03, 1.2, -0.5], mat(0xf7f7f5, 0.15, 0, { clearcoat: 1 }), false);
      box(scene, [0.3, 0.3, 0.3], [w / 2 - 0.4, 0.92, 1.2], steel(0xa8acb0, 0.4), true, 0.02);
    } else {
      for (const s of [-1, 1]) {
        bench(s * 2.2, -1, 8, s > 0 ? -Math.PI / 2 : Math.PI / 2, true);
        for (let k = 0; k < 4; k++) stool(s * 1.25, -4 + k * 2, 0x3f6f8a);
      }
      for (let i = 0; i < 2; i++) hood(-w / 2 + 0.5, -4 + i * 1.6, Math.PI / 2);
      for (let i = 0; i < 2; i++) {
        const g = at(scene, [w / 2 - 0.5, 2.5 + i * 0.8], -Math.PI / 2);
        box(g, [0.7, 1.8, 0.7], [0, 0, 0], mat(0xeeeeea, 0.4), true, 0.02);
        box(g, [0.6, 1.6, 0.01], [0, 0.1, 0.35], glass(0xdde6ea, 0.5), false);
      }
      box(scene, [w, h, 0.1], [0, 0, -d / 2 + 1], mat(0xffffff, 0.85, 0, { map: t.paint(C.wall) }));
      doorSet(scene, [0, -d / 2 + 1.06], {
        leaf: mat(0xffffff, 0.45, 0, { map: t.grain([176, 140, 100]) }),
        frame: 0x8a9096,
        double: true,
        width: 0.75,
        height: 2.2,
      });
      box(
        scene,
        [1.8, 0.04, 0.1],
        [0, 2.4, -d / 2 + 1.06],
        mat(0x2f9e5b, 0.5, 0, { emissive: 0x2f9e5b, emissiveIntensity: 0.8 }),
        false,
      );
    }
    plant(scene, [w / 2 - 0.6, d / 2 - 0.8], random, 1.1, 0xe0dcd4);
    daylight(scene, C.sun, { intensity: 2.6, span: 12 });
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },

  /** A government records room: mobile steel shelving full of box files, a steel fire door. */
  records(scene, camera, random, t, v) {
    const C = [
      // 1 Steel fire doors to the record stores: an aisle of compactors to the door.
      { w: 10, d: 12, h: 3.0, cam: [0.5, 1.6, 5.4], look: [0.1, 1.1, -6], door: [0.2, -5.9] },
      // 2 Vision panels: the steel door seen close, compactors beside it.
      { w: 10, d: 10, h: 3.0, cam: [0.55, 1.55, -1.6], look: [0.0, 1.2, -5], door: [0.2, -4.9] },
    ][v];
    const { w, d, h } = C;
    room(scene, t, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.35, 0, { map: t.tiles('#b8b6ae', '#9a988f', [w / 0.6, d / 0.6], 120) }),
      wall: mat(0xffffff, 0.85, 0, { map: t.paint([226, 224, 216]) }),
      windows: ['left'],
      sill: 1.9,
      head: 2.6,
      bays: 1.2,
    });
    for (let z = -d / 2 + 1; z < d / 2; z += 2.2)
      box(scene, [0.16, 0.05, 1.3], [0, h - 0.05, z], glow(0xf2f6ff, 3), false);
    for (let z = -d / 2 + 1; z < d / 2; z += 2.2) point(scene, [0, h - 0.4, z], 2.5, 0xf4f6fa, 6);
    // Rails in the floor and the mobile shelving units on them.
    const units = 9;
    const unitLen = 3.9;
    for (let i = 0; i < units * 2; i++) {
      const side = i < units ? -1 : 1;
      const k = i % units;
      const z = -d / 2 + 1.0 + k * 0.7 + (k >= 5 ? 0.9 : 0) + (side > 0 ? 0.3 : 0);
      if (side > 0 && z > d / 2 - 3.2) continue;
      for (const rx of [-1, 1])
        box(scene, [0.05, 0.01, 0.7], [side * (0.6 + unitLen / 2 + rx * 1.2) + 0.2, 0, z], steel(0x8a8e92, 0.3), false);
      const g = at(scene, [side * (0.6 + unitLen / 2) + 0.2, z], side < 0 ? 0 : Math.PI);
      box(g, [unitLen, 0.12, 0.62], [0, 0.02, 0], steel(0x6a6e72, 0.5));
      for (let s = 0; s < 6; s++) {
        box(g, [unitLen, 0.02, 0.6], [0, 0.14 + s * 0.4, 0], steel(0xb8bab4, 0.45));
        boxFiles(g, unitLen - 0.1, 0.16 + s * 0.4, 0.12, random, [0x7a6a4a, 0xa08a60, 0x2f4a6a, 0x5a5a58, 0x8a2f2f]);
        boxFiles(g, unitLen - 0.1, 0.16 + s * 0.4, -0.14, random, [0x7a6a4a, 0xa08a60, 0x5a5a58]);
      }
      box(g, [unitLen, 0.02, 0.6], [0, 2.5, 0], steel(0xb8bab4, 0.45));
      // The end panel facing the aisle, with its handwheel.
      const end = box(
        g,
        [0.05, 2.55, 0.64],
        [unitLen / 2 + 0.02, 0, 0],
        mat(pick(i, [0x4a6a8a, 0x5a7a6a]), 0.4, 0.3),
        true,
        0.008,
      );
      end.castShadow = true;
      const wheel = new THREE.Mesh(new THREE.TorusGeometry(0.16, 0.015, 8, 24), steel(0xc8c8c8, 0.25));
      wheel.rotation.y = Math.PI / 2;
      wheel.position.set(unitLen / 2 + 0.1, 1.05, 0);
      g.add(wheel);
      for (let k = 0; k < 3; k++) {
        const spoke = box(g, [0.01, 0.3, 0.012], [unitLen / 2 + 0.1, 0.9, 0], steel(0xc8c8c8, 0.25), false);
        spoke.rotation.x = (k / 3) * Math.PI;
      }
      cyl(g, [0.03, 0.03, 0.06], [unitLen / 2 + 0.1, 1.02, 0], steel(0x333333)).rotation.z = Math.PI / 2;
    }
    // A steel fire door set with a vision panel in the end wall, signage-free.
    doorSet(scene, C.door, { leaf: steel(0x8a9296, 0.45), frame: 0x4d5358, glazed: true, width: 1.1, height: 2.15 });
    cyl(scene, [0.09, 0.09, 0.5], [C.door[0] - 1.0, 0.25, C.door[1] + 0.15], mat(0xb0201a, 0.3, 0.2, { clearcoat: 1 }));
    box(scene, [1.4, 0.75, 0.7], [w / 2 - 1, 0, d / 2 - 1.6], steel(0x9aa0a2, 0.4), true, 0.01);
    box(
      scene,
      [1.5, 0.03, 0.8],
      [w / 2 - 1, 0.75, d / 2 - 1.6],
      mat(0xffffff, 0.5, 0, { map: t.grain([170, 130, 90]) }),
      true,
      0.005,
    );
    for (let k = 0; k < 3; k++)
      box(scene, [0.32, 0.26, 0.32], [w / 2 - 1.3 + k * 0.33, 0.78, d / 2 - 1.6], mat(0xa08a60, 0.85), true, 0.004);
    daylight(scene, [-10, 7, 2], { intensity: 2.2, span: 12 });
    camera.position.set(...C.cam);
    camera.lookAt(...C.look);
  },
};

/** Renders scene `name` variant `v` into a canvas of width × height; resolves when drawn. */
window.renderScene = (name, v, width, height) => {
  const random = rng(name.length * 1000 + v * 7919 + 17);
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, height);
  renderer.setPixelRatio(1);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 0.92;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  document.body.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xdde6ee);
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.5;
  scene.add(new THREE.HemisphereLight(0xe8eeff, 0x8a7f70, 0.6));
  const camera = new THREE.PerspectiveCamera(60, width / height, 0.1, 500);
  SCENES[name](scene, camera, random, textures(random), v);
  camera.updateProjectionMatrix();
  const composer = new EffectComposer(renderer);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  const ao = new GTAOPass(scene, camera, width, height);
  ao.updateGtaoMaterial({ radius: 0.5, distanceExponent: 1, thickness: 1, scale: 1.2, samples: 16 });
  ao.blendIntensity = 0.9;
  composer.addPass(ao);
  composer.addPass(new OutputPass());
  composer.render();
  return renderer.domElement.toDataURL('image/png');
};
window.sceneNames = Object.keys(SCENES);
