// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { cabinets, plant } from '../kit/furniture.js';
import { ceilingLights, daylight, doorSet, room } from '../kit/rooms.js';
import { at, box, cyl, glass, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/** A laboratory: benches with epoxy tops and reagent shelves, fume hoods, lab stools. */
export const lab = (scene, camera, random, t, v) => {
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
};
