// Runs in Chromium (render.mjs loads it as a module): builds one architectural scene with three.js
// and renders it with soft shadows, image-based light and filmic tone mapping. No text anywhere.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

/** Seeded random numbers, so a scene and variant always render the same picture. */
const rng = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

/** A canvas texture: `draw(ctx, size)` paints it once. */
const canvasTexture = (size, draw, repeat = [1, 1]) => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  draw(canvas.getContext('2d'), size);
  const t = new THREE.CanvasTexture(canvas);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  t.colorSpace = THREE.SRGBColorSpace;
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

const textures = (random) => ({
  planks: (tone = [150, 110, 72], repeat = [6, 6]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        for (let y = 0; y < s; y += 32) {
          for (let x = -((y / 32) % 3) * 90; x < s; x += 270) {
            const k = 0.85 + random() * 0.3;
            ctx.fillStyle = `rgb(${tone[0] * k},${tone[1] * k},${tone[2] * k})`;
            ctx.fillRect(x, y, 268, 31);
            for (let g = 0; g < 6; g++) {
              ctx.strokeStyle = `rgba(60,35,15,${0.05 + random() * 0.08})`;
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
  concrete: (base = 180, repeat = [4, 4]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        ctx.fillStyle = `rgb(${base},${base - 2},${base - 6})`;
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 400; i++) {
          ctx.fillStyle = `rgba(${random() < 0.5 ? '0,0,0' : '255,255,255'},${random() * 0.05})`;
          ctx.beginPath();
          ctx.arc(random() * s, random() * s, 4 + random() * 40, 0, Math.PI * 2);
          ctx.fill();
        }
        noise(ctx, s, 18, random);
      },
      repeat,
    ),
  tiles: (a = '#d9d6cf', line = '#b9b4aa', repeat = [10, 10]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = a;
        ctx.fillRect(0, 0, s, s);
        ctx.strokeStyle = line;
        ctx.lineWidth = 3;
        ctx.strokeRect(0, 0, s, s);
        noise(ctx, s, 10, random);
      },
      repeat,
    ),
  carpet: (rgb = [88, 96, 104], repeat = [8, 8]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = `rgb(${rgb.join(',')})`;
        ctx.fillRect(0, 0, s, s);
        noise(ctx, s, 30, random);
      },
      repeat,
    ),
});

const mat = (color, roughness = 0.7, metalness = 0, extra = {}) =>
  new THREE.MeshStandardMaterial({ color, roughness, metalness, ...extra });
const glass = (tint = 0xa9c4d2, opacity = 0.28) =>
  new THREE.MeshStandardMaterial({ color: tint, roughness: 0.05, metalness: 0.9, transparent: true, opacity });
const glow = (color = 0xfff4dd, intensity = 3) =>
  new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity });

/** A box of size w × h × d whose bottom centre sits at (x, y, z). */
const box = (group, [w, h, d], [x, y, z], material, shadows = true) => {
  const m = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), material);
  m.position.set(x, y + h / 2, z);
  m.castShadow = shadows;
  m.receiveShadow = true;
  group.add(m);
  return m;
};

const plant = (group, [x, z], random, scale = 1) => {
  box(group, [0.45 * scale, 0.5 * scale, 0.45 * scale], [x, 0, z], mat(0x3b3b3b, 0.5));
  for (let i = 0; i < 5; i++) {
    const leaf = new THREE.Mesh(
      new THREE.IcosahedronGeometry(0.32 * scale, 1),
      mat(new THREE.Color().setHSL(0.28 + random() * 0.05, 0.45, 0.22 + random() * 0.08), 0.8),
    );
    leaf.position.set(
      x + (random() - 0.5) * 0.4 * scale,
      (0.75 + random() * 0.6) * scale,
      z + (random() - 0.5) * 0.4 * scale,
    );
    leaf.castShadow = true;
    group.add(leaf);
  }
};

const chair = (group, [x, z], color, turn = 0) => {
  const c = new THREE.Group();
  box(c, [0.5, 0.08, 0.5], [0, 0.45, 0], mat(color, 0.8));
  box(c, [0.5, 0.5, 0.07], [0, 0.53, -0.22], mat(color, 0.8));
  box(c, [0.06, 0.45, 0.06], [0, 0, 0], mat(0x222222, 0.3, 0.8));
  box(c, [0.55, 0.04, 0.55], [0, 0.02, 0], mat(0x222222, 0.3, 0.8));
  c.position.set(x, 0, z);
  c.rotation.y = turn;
  group.add(c);
};

const desk = (group, [x, z], top, w = 1.6, d = 0.8) => {
  box(group, [w, 0.05, d], [x, 0.72, z], top);
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      box(group, [0.05, 0.72, 0.05], [x + sx * (w / 2 - 0.06), 0, z + sz * (d / 2 - 0.06)], mat(0x9aa0a6, 0.3, 0.8));
  box(group, [w - 0.12, 0.3, 0.02], [x, 0.4, z - d / 2 + 0.08], mat(0xb9bec3, 0.5, 0.3));
};

/** A door set: frame, leaf (with a vision panel when glazed), a lever handle. */
const doorSet = (group, [x, z], { leaf, frame = 0x3a3a3a, glazed = true, width = 1.0, height = 2.1, turn = 0 }) => {
  const g = new THREE.Group();
  box(g, [width + 0.16, 0.08, 0.12], [0, height, 0], mat(frame, 0.4, 0.3));
  for (const s of [-1, 1]) box(g, [0.08, height, 0.12], [s * (width / 2 + 0.04), 0, 0], mat(frame, 0.4, 0.3));
  box(g, [width, height, 0.05], [0, 0, 0.02], leaf);
  if (glazed) box(g, [0.18, 0.75, 0.06], [width * 0.22, 1.15, 0.02], glass(0x9fb6c2, 0.6), false);
  box(g, [0.14, 0.025, 0.05], [-width * 0.36, 1.02, 0.07], mat(0xcfcfcf, 0.2, 1));
  g.position.set(x, 0, z);
  g.rotation.y = turn;
  group.add(g);
};

/** A room shell: floor, ceiling, walls, with one wall (`window`) of glazing onto a bright sky. */
const room = (
  scene,
  {
    w,
    d,
    h,
    floor,
    wall,
    ceiling = mat(0xf7f5f0, 0.9, 0, { emissive: 0xf7f5f0, emissiveIntensity: 0.32 }),
    window = 'back',
    frames = 0x2f3235,
  },
) => {
  const f = new THREE.Mesh(new THREE.PlaneGeometry(w, d), floor);
  f.rotation.x = -Math.PI / 2;
  f.receiveShadow = true;
  scene.add(f);
  const c = new THREE.Mesh(new THREE.PlaneGeometry(w, d), ceiling);
  c.rotation.x = Math.PI / 2;
  c.position.y = h;
  scene.add(c);
  const walls = {
    back: [[w, h], [0, h / 2, -d / 2], 0],
    left: [[d, h], [-w / 2, h / 2, 0], Math.PI / 2],
    right: [[d, h], [w / 2, h / 2, 0], -Math.PI / 2],
  };
  for (const [name, [[ww, wh], [x, y, z], rot]] of Object.entries(walls)) {
    if (name === window) {
      const sky = new THREE.Mesh(new THREE.PlaneGeometry(ww * 1.5, wh * 1.5), glow(0xdbe9f5, 1.6));
      sky.position.set(x * 1.08, y, z * 1.08);
      sky.rotation.y = rot;
      scene.add(sky);
      const g = new THREE.Group();
      const span = ww / Math.round(ww / 1.5);
      for (let m = -ww / 2; m <= ww / 2 + 0.01; m += span)
        box(g, [0.06, wh, 0.08], [m, -wh / 2, 0], mat(frames, 0.4, 0.6), false);
      box(g, [ww, 0.08, 0.08], [0, -wh / 2 + 0.9, 0], mat(frames, 0.4, 0.6), false);
      box(g, [ww, 0.1, 0.1], [0, wh / 2 - 0.1, 0], mat(frames, 0.4, 0.6), false);
      g.position.set(x, y, z);
      g.rotation.y = rot;
      scene.add(g);
      continue;
    }
    const m = new THREE.Mesh(new THREE.PlaneGeometry(ww, wh), wall);
    m.position.set(x, y, z);
    m.rotation.y = rot;
    m.receiveShadow = true;
    scene.add(m);
  }
};

const ceilingLights = (scene, { w, d, h, rows = 3, cols = 4, round = false }) => {
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = -w / 2 + (w / cols) * (c + 0.5);
      const z = -d / 2 + (d / rows) * (r + 0.5);
      if (round) {
        const disc = new THREE.Mesh(new THREE.CylinderGeometry(0.18, 0.18, 0.03, 24), glow(0xfff1d6, 4));
        disc.position.set(x, h - 0.02, z);
        scene.add(disc);
      } else box(scene, [1.2, 0.03, 0.12], [x, h - 0.04, z], glow(0xfff6e8, 4), false);
    }
};

const sun = (scene, [x, y, z], intensity = 2.2, color = 0xfff0dc, span = 14) => {
  const light = new THREE.DirectionalLight(color, intensity);
  light.position.set(x, y, z);
  light.castShadow = true;
  light.shadow.mapSize.set(2048, 2048);
  light.shadow.radius = 6;
  light.shadow.bias = -0.0004;
  Object.assign(light.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 0.5, far: 80 });
  scene.add(light);
};

const point = (scene, [x, y, z], intensity = 6, color = 0xffe8c8, distance = 9) => {
  const light = new THREE.PointLight(color, intensity, distance, 1.6);
  light.position.set(x, y, z);
  scene.add(light);
};

const SCENES = {
  /** An open-plan office: timber floor, desks in rows, a glazed meeting room, daylight from the back. */
  office(scene, camera, random, t, v) {
    const w = 14,
      d = 12,
      h = 3.2;
    room(scene, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.55, 0, { map: t.planks([160 - v * 12, 118, 80], [5, 5]) }),
      wall: mat([0xe9e4da, 0xdfe3e6, 0xe8e0d2][v % 3], 0.9),
    });
    ceilingLights(scene, { w, d, h, rows: 3, cols: 4 });
    const tops = [mat(0xf4f1ea, 0.35), mat(0xc49a6c, 0.45, 0, { map: t.planks([196, 154, 108], [1, 1]) })];
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const x = -3.6 + c * 2.6,
          z = -3.5 + r * 2.4;
        desk(scene, [x, z], tops[v % 2]);
        chair(
          scene,
          [x - 0.4, z + 0.7],
          [0x31506b, 0x6b3a31, 0x39463a][(r + c + v) % 3],
          Math.PI + (random() - 0.5) * 0.6,
        );
        chair(scene, [x + 0.4, z - 0.7], [0x31506b, 0x6b3a31, 0x39463a][(r + c + v + 1) % 3], (random() - 0.5) * 0.6);
        box(scene, [0.55, 0.36, 0.03], [x - 0.35, 0.77, z - 0.15], mat(0x111111, 0.3, 0.4));
      }
    const meet = new THREE.Group();
    box(meet, [0.05, h, 4], [0, 0, 0], glass(0xb7cdd8, 0.22), false);
    box(meet, [0.08, 0.08, 4], [0, h - 0.1, 0], mat(0x2b2b2b, 0.4, 0.6), false);
    meet.position.set(4.6, 0, -1);
    scene.add(meet);
    desk(scene, [5.8, -1], mat(0x6b4a2f, 0.4), 1.2, 2.6);
    chair(scene, [5.1, -1.6], 0x2f2f33, Math.PI / 2);
    chair(scene, [5.1, -0.4], 0x2f2f33, Math.PI / 2);
    chair(scene, [6.5, -1], 0x2f2f33, -Math.PI / 2);
    plant(scene, [-6.2, -5.2], random, 1.3);
    plant(scene, [6.3, 4.6], random, 1.1);
    sun(scene, [-4, 9, -12], 2.4);
    camera.position.set([-5.5, 5.5, 0][v % 3], 1.6, 5.6);
    camera.lookAt([1, -1, 0][v % 3], 1.1, -4);
  },

  /** A hospital or office corridor lined with fire-rated door sets, vinyl floor and downlights. */
  corridor(scene, camera, random, t, v) {
    const w = 3.2,
      d = 24,
      h = 2.9;
    const floor = mat(0xffffff, 0.28, 0, {
      map: t.tiles(['#cfd6d4', '#d8d2c6', '#c9cfd6'][v % 3], '#aab1af', [4, 30]),
    });
    room(scene, { w, d, h, floor, wall: mat([0xeef0ed, 0xe9e5dc, 0xe4ecef][v % 3], 0.85), window: 'back' });
    ceilingLights(scene, { w, d, h, rows: 8, cols: 1, round: true });
    const leaves = [mat(0x8a5a32, 0.45), mat(0x7d8b96, 0.35, 0.6), mat(0x9b3b2f, 0.45, 0.3), mat(0x3f5f7a, 0.4, 0.4)];
    for (let i = 0; i < 5; i++)
      for (const side of [-1, 1]) {
        const z = -9 + i * 4 + (side > 0 ? 1.6 : 0);
        doorSet(scene, [side * (w / 2 - 0.06), z], {
          leaf: leaves[(v + i) % leaves.length],
          turn: (-side * Math.PI) / 2,
          glazed: (i + v) % 2 === 0,
        });
        box(scene, [0.02, 0.25, 0.25], [side * (w / 2 - 0.01), 1.55, z + 0.9], glow(0x2f9e5b, 0.8), false);
      }
    for (const side of [-1, 1]) box(scene, [0.05, 0.08, d], [side * (w / 2 - 0.03), 0.9, 0], mat(0xb9b9b9, 0.3, 0.8));
    point(scene, [0, 2.5, 2], 5);
    point(scene, [0, 2.5, -6], 5);
    sun(scene, [1, 8, -20], 1.2, 0xfff4e6, 14);
    camera.position.set([0.3, -0.5, 0.8, -1.0][v % 4], 1.55, [10, 10, 10, 4][v % 4]);
    camera.lookAt([-0.2, 0.3, -0.4, 1.4][v % 4], 1.3, [-10, -10, -10, -3][v % 4]);
  },

  /** A multi-storey building's curtain wall against the sky, with landscaping in front. */
  facade(scene, camera, random, t, v) {
    scene.background = new THREE.Color([0xb8cde0, 0xc9d6e3, 0xd8cbb8][v % 3]);
    scene.fog = new THREE.Fog(scene.background, 60, 180);
    const ground = new THREE.Mesh(
      new THREE.PlaneGeometry(300, 300),
      mat(0xffffff, 0.95, 0, { map: t.concrete(118, [30, 30]) }),
    );
    ground.rotation.x = -Math.PI / 2;
    ground.receiveShadow = true;
    scene.add(ground);
    const lawn = new THREE.Mesh(new THREE.PlaneGeometry(46, 10), mat(0x3f5a2c, 0.95));
    lawn.rotation.x = -Math.PI / 2;
    lawn.position.set(0, 0.02, 14);
    lawn.receiveShadow = true;
    scene.add(lawn);
    const floors = [6, 9, 12][v % 3],
      fh = 3.6,
      bw = 34,
      bd = 18;
    const body = new THREE.Group();
    box(
      body,
      [bw, floors * fh, bd],
      [0, 0, 0],
      mat([0x3a4e5e, 0x44505a, 0x2f4a55][v % 3], 0.08, 0.85, { envMapIntensity: 1.4 }),
    );
    for (let f = 0; f <= floors; f++)
      box(body, [bw + 0.3, 0.35, bd + 0.3], [0, f * fh - 0.2, 0], mat(0xd7d4cc, 0.6), true);
    for (let m = 0; m <= 24; m++) {
      const x = -bw / 2 + (bw / 24) * m;
      box(body, [0.12, floors * fh, 0.35], [x, 0, bd / 2 + 0.12], mat(0xc9c9c4, 0.35, 0.7), false);
    }
    box(body, [bw * 0.4, 4.2, bd * 0.25], [-bw * 0.2, 0, bd / 2 + 2.4], mat(0xe4e0d6, 0.6));
    box(body, [bw * 0.4 + 0.6, 0.4, bd * 0.25 + 0.8], [-bw * 0.2, 4.2, bd / 2 + 2.4], mat(0x8f8a80, 0.5));
    body.position.set(0, 0, -8);
    scene.add(body);
    for (let i = 0; i < 9; i++) {
      const x = -20 + i * 5 + random() * 1.5,
        z = 15 + random() * 2;
      box(scene, [0.3, 2.4, 0.3], [x, 0, z], mat(0x4a3a2a, 0.9));
      for (let k = 0; k < 4; k++) {
        const crown = new THREE.Mesh(
          new THREE.IcosahedronGeometry(1.1 + random() * 0.6, 1),
          mat(new THREE.Color().setHSL(0.25 + random() * 0.06, 0.45, 0.1 + random() * 0.05), 0.9, 0, {
            flatShading: true,
          }),
        );
        crown.position.set(x + (random() - 0.5) * 1.6, 3.4 + random() * 1.4, z + (random() - 0.5) * 1.6);
        crown.castShadow = true;
        scene.add(crown);
      }
    }
    sun(
      scene,
      [
        [-30, 40, 30],
        [35, 30, 25],
        [-20, 25, 40],
      ][v % 3],
      3,
      [0xfff0d8, 0xffe2b8, 0xfff6ea][v % 3],
      40,
    );
    camera.fov = 50;
    camera.position.set([-26, 24, -30][v % 3], 1.7, 36);
    camera.lookAt(0, floors * fh * 0.38, -8);
  },

  /** A fabrication hall: steel portal frames, skylights, machines and stacks of door leaves. */
  factory(scene, camera, random, t, v) {
    const w = 24,
      d = 40,
      h = 9;
    room(scene, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.6, 0, { map: t.concrete(165, [6, 10]) }),
      wall: mat(0xd3d6d8, 0.8, 0.2),
      ceiling: mat(0xb9bec2, 0.6, 0.4),
      window: 'left',
    });
    for (let z = -d / 2 + 2; z < d / 2; z += 5) {
      for (const s of [-1, 1]) box(scene, [0.4, h, 0.4], [s * (w / 2 - 0.4), 0, z], mat(0x2e5d8c, 0.5, 0.6));
      box(scene, [w, 0.6, 0.3], [0, h - 0.8, z], mat(0x2e5d8c, 0.5, 0.6));
      box(scene, [w * 0.3, 0.05, 1.4], [0, h - 0.1, z + 2.5], glow(0xf3f7fb, 2.5), false);
    }
    box(scene, [0.12, 0.01, d], [-3, 0.005, 0], mat(0xe6c229, 0.5), false);
    box(scene, [0.12, 0.01, d], [3, 0.005, 0], mat(0xe6c229, 0.5), false);
    for (let i = 0; i < 4; i++) {
      const z = -14 + i * 8;
      box(scene, [3.2, 1.3, 1.6], [-7, 0, z], mat([0xd9d9d6, 0x3f6f52][(i + v) % 2], 0.4, 0.5));
      box(scene, [1.2, 0.9, 1.2], [-7.4, 1.3, z], mat(0x555a5f, 0.4, 0.6));
      box(scene, [3.6, 0.06, 1.8], [-7, 0.95, z + 1.7], mat(0x8c8c8c, 0.35, 0.8));
      for (let l = 0; l < 8; l++)
        box(
          scene,
          [2.1, 0.05, 1.0],
          [7, 0.15 + l * 0.055, z],
          mat([0x8a5a32, 0x7d8b96, 0x9b3b2f][(i + v) % 3], 0.5, (i + v) % 3 === 1 ? 0.6 : 0.1),
        );
      box(scene, [2.3, 0.14, 1.2], [7, 0, z], mat(0x9c7a4a, 0.9));
    }
    sun(scene, [-20, 18, 4], 2.5, 0xfff2de, 30);
    point(scene, [0, 7, 0], 30, 0xf4f7fb, 30);
    camera.fov = 55;
    camera.position.set([0.5, -2.5, 2.5][v % 3], 2.1, 18);
    camera.lookAt([0, 1, -1.5][v % 3], 2, -12);
  },

  /** A school classroom or training room: rows of desks, a blank board, tall windows. */
  classroom(scene, camera, random, t, v) {
    const w = 10,
      d = 9,
      h = 3.4;
    room(scene, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.5, 0, { map: t.tiles(['#c8bfae', '#bcc6c2'][v % 2], '#a9a08f', [8, 8]) }),
      wall: mat([0xf1ede4, 0xe6eee9][v % 2], 0.9),
      window: 'left',
    });
    ceilingLights(scene, { w, d, h, rows: 3, cols: 2 });
    box(scene, [3.6, 1.2, 0.05], [0, 0.95, -d / 2 + 0.05], mat(0xf7f7f5, 0.2));
    box(scene, [3.8, 0.06, 0.12], [0, 0.9, -d / 2 + 0.1], mat(0x9a9a9a, 0.3, 0.8));
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++) {
        const x = -2.8 + c * 2.8,
          z = -1.8 + r * 1.6;
        desk(scene, [x, z], mat(0xd9b98f, 0.5, 0, { map: t.planks([214, 182, 140], [1, 1]) }), 1.2, 0.55);
        chair(scene, [x - 0.3, z + 0.55], [0x2d6a8a, 0xb2532f, 0x4f7a3a][(v + c) % 3], Math.PI);
        chair(scene, [x + 0.3, z + 0.55], [0x2d6a8a, 0xb2532f, 0x4f7a3a][(v + c) % 3], Math.PI);
      }
    sun(scene, [-12, 7, 2], 3.2, 0xfff0d8, 12);
    camera.position.set([3.8, -3.5][v % 2], 1.7, 4.2);
    camera.lookAt([-0.8, 0.8][v % 2], 1.1, -3);
  },

  /** A reception or banking hall: a stone counter, timber slat feature wall, pendant lights. */
  lobby(scene, camera, random, t, v) {
    const w = 14,
      d = 11,
      h = 5.2;
    room(scene, {
      w,
      d,
      h,
      floor: mat(0xffffff, 0.18, 0, { map: t.concrete([140, 128, 150, 112][v % 4], [3, 3]) }),
      wall: mat([0xd9cfbf, 0xc9cdd0, 0xd8ccba, 0xcfc6b6][v % 4], 0.85),
      window: 'right',
    });
    const rug = new THREE.Mesh(
      new THREE.PlaneGeometry(7, 3.4),
      mat(0xffffff, 0.95, 0, {
        map: t.carpet(
          [
            [96, 78, 62],
            [58, 66, 78],
            [84, 70, 58],
            [70, 76, 64],
          ][v % 4],
          [3, 2],
        ),
      }),
    );
    rug.rotation.x = -Math.PI / 2;
    rug.position.set(0, 0.01, 1.6);
    rug.receiveShadow = true;
    scene.add(rug);
    for (let i = 0; i < 36; i++)
      box(
        scene,
        [0.09, h, 0.12],
        [-5.4 + i * 0.3, 0, -d / 2 + 0.08],
        mat(0x9c6a3f, 0.5, 0, { map: t.planks([160, 108, 66], [1, 1]) }),
      );
    const counter = [6.5, 1.1, 1.0];
    box(
      scene,
      counter,
      [0, 0, -2.2],
      mat([0xb8a48a, 0x2f2f33, 0x8c6a4a, 0x5b4636][v % 4], 0.3, 0.05, { map: t.concrete(220, [2, 1]) }),
    );
    box(scene, [6.7, 0.06, 1.2], [0, 1.1, -2.2], mat(0x3a3a3a, 0.2, 0.3));
    box(scene, [6.5, 0.5, 0.02], [0, 1.16, -1.7], glass(0xc8d8e0, 0.3), false);
    for (let i = 0; i < 5; i++) {
      const x = -2.6 + i * 1.3;
      box(scene, [0.01, 1.8, 0.01], [x, h - 1.8, -2.2], mat(0x222222, 0.3, 0.9), false);
      const shade = new THREE.Mesh(new THREE.SphereGeometry(0.22, 24, 16), glow(0xffe6bd, 3));
      shade.position.set(x, h - 2.0, -2.2);
      scene.add(shade);
      point(scene, [x, h - 2.3, -2.2], 1.6, 0xffdcae, 5);
    }
    for (const x of [-4.8, 4.8]) {
      box(scene, [2.2, 0.42, 0.8], [x, 0, 2.2], mat([0x4d5b4f, 0x6d4c3d, 0x3d4a5c][v % 3], 0.85));
      box(scene, [2.2, 0.45, 0.2], [x, 0.42, 2.55], mat([0x4d5b4f, 0x6d4c3d, 0x3d4a5c][v % 3], 0.85));
    }
    plant(scene, [5.8, -4.4], random, 1.6);
    plant(scene, [-6, 4], random, 1.4);
    sun(scene, [14, 9, 3], 2.6, 0xfff1dc, 14);
    camera.fov = 52;
    camera.position.set([-2.5, 3, 0, 5][v % 4], 1.6, [5.2, 5.2, 5.2, 3.8][v % 4]);
    camera.lookAt([0.5, -0.5, 0, -2][v % 4], 1.4, -4);
  },
};

/** Renders scene `name` variant `v` into a canvas of width × height; resolves when drawn. */
window.renderScene = (name, v, width, height) => {
  const random = rng(name.length * 1000 + v * 7919 + 17);
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, height);
  renderer.setPixelRatio(1);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.12;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  document.body.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xdde6ee);
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.55;
  scene.add(new THREE.HemisphereLight(0xf4f6ff, 0x8a7f70, 0.5));
  const camera = new THREE.PerspectiveCamera(60, width / height, 0.1, 400);
  SCENES[name](scene, camera, random, textures(random), v);
  camera.updateProjectionMatrix();
  renderer.render(scene, camera);
  return renderer.domElement.toDataURL('image/png');
};
window.sceneNames = Object.keys(SCENES);
