// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { boxFiles, chair, plant, sideChair, sofa, tree } from '../kit/furniture.js';
import { daylight, pendant, room } from '../kit/rooms.js';
import { at, box, cyl, glass, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';
import { LOBBY_VARIANTS } from './lobby-variants.js';

/** Receptions, waiting halls, lounges and atriums: stone, timber slats, pendants. */
export const lobby = (scene, camera, random, t, v) => {
  const C = LOBBY_VARIANTS[v];
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
        box(scene, [0.06, 2.6, 0.08], [-w / 2 + 1 + k * ((w - 2) / 7), y + 0.6, -d / 2 + 0.08], steel(0x3a3d40), false);
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
};
