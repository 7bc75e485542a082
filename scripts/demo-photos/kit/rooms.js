// Rooms, door sets and the light in them: ceiling lights, the sun, lamps and pendants.
import * as THREE from 'three';
import { at, box, glass, glow, mat, steel } from './shapes.js';

/**
 * A door set: frame, leaf or leaves (double when `double`), vision panels, lever handles or push
 * plates, kick plates and an overhead closer. `open` swings the leaves back by that angle.
 */
export const doorSet = (
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
export const room = (
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
export const ceilingLights = (scene, { w, d, h, rows = 3, cols = 4, round = false, x0 = 0, z0 = 0, lit = 0 }) => {
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
export const sun = (scene, [x, y, z], intensity = 2.2, color = 0xfff0dc, span = 14, target = [0, 0, 0]) => {
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

export const point = (scene, [x, y, z], intensity = 6, color = 0xffe8c8, distance = 9) => {
  const light = new THREE.PointLight(color, intensity, distance, 1.6);
  light.position.set(x, y, z);
  scene.add(light);
};

/** A pendant: a drum shade on a thin cable with a warm light beneath it. */
export const pendant = (scene, [x, y, z], h, { r = 0.22, color = 0x2b2b2b, warm = 0xffdcae, power = 2 } = {}) => {
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

/** Daylit interior lights: sky fill, a sun, and the scene's own lamps. */
export const daylight = (scene, sunAt, { intensity = 2.4, color = 0xfff0dc, span = 16, target } = {}) =>
  sun(scene, sunAt, intensity, color, span, target);
