// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { boxFiles, chair, desk, plant, sideChair, sofa } from '../kit/furniture.js';
import { ceilingLights, daylight, pendant, room } from '../kit/rooms.js';
import { at, box, cyl, glass, mat, steel } from '../kit/shapes.js';
import { pick, rgb } from '../kit/textures.js';

/** Offices: open-plan floors, a glazed meeting room, lounges and cellular rooms. */
export const office = (scene, camera, random, t, v) => {
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
      box(scene, [2.4, 1.0, 0.8], [1.2, 0, 0.6], mat(0xffffff, 0.45, 0, { map: t.grain([200, 164, 120]) }), true, 0.02);
      for (const x of [0.4, 1.2, 2.0]) {
        cyl(scene, [0.17, 0.17, 0.05], [x, 0.72, 1.3], mat(C.chairs[1], 0.8));
        cyl(scene, [0.02, 0.02, 0.72], [x, 0, 1.3], steel());
        cyl(scene, [0.2, 0.2, 0.02], [x, 0, 1.3], steel());
      }
      for (let i = 0; i < 3; i++) pendant(scene, [0.4 + i * 0.8, 1.9, 0.6], h, { r: 0.14, color: 0x1d2b24, power: 1 });
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
      for (let i = 0; i < 3; i++) desk(scene, [-3.6, -1 + i * 1.7], white, 1.4, 0.7, { screens: 0, turn: Math.PI / 2 });
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
};
