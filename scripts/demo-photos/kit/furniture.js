// Trees, plants, chairs, sofas, desks, cabinets and files.
import * as THREE from 'three';
import { at, box, cyl, mat, steel } from './shapes.js';

/** A lumpy blob of foliage: an icosphere with its vertices pushed in and out. */
export const foliage = (radius, random, color) => {
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
export const tree = (group, [x, z], random, t, scale = 1) => {
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
export const plant = (group, [x, z], random, scale = 1, pot = 0x3b3b3b) => {
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
export const chair = (group, [x, z], color, turn = 0, { arms = true } = {}) => {
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
export const sideChair = (group, [x, z], color, turn = 0, scale = 1) => {
  const c = at(group, [x, z], turn);
  c.scale.setScalar(scale);
  const shell = mat(color, 0.45, 0, { clearcoat: 0.3 });
  box(c, [0.44, 0.03, 0.42], [0, 0.45, 0], shell, true, 0.012);
  box(c, [0.42, 0.3, 0.03], [0, 0.55, -0.21], shell, true, 0.012);
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) box(c, [0.025, 0.45, 0.025], [sx * 0.19, 0, sz * 0.18], steel(0x9ba0a5));
  return c;
};

export const sofa = (group, [x, z], w, color, turn = 0) => {
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
export const desk = (group, [x, z], top, w = 1.6, d = 0.8, { screens = 1, turn = 0, legs = 0x9aa0a6 } = {}) => {
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

/** A run of base cabinets and wall shelf (lab benches, counters). */
export const cabinets = (group, [w, d], top, front = 0xeeeeea, handles = true) => {
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
export const boxFiles = (group, w, y, z, random, palette) => {
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
