// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { boxFiles, chair, desk, plant, sideChair, sofa } from '../kit/furniture.js';
import { ceilingLights, daylight, room } from '../kit/rooms.js';
import { at, box, cyl, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/** Classrooms and training rooms: desks, a board, tall windows. */
export const classroom = (scene, camera, random, t, v) => {
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
    box(scene, [1.2, 0.45, 0.6], [-1.2, 0, -1.2], mat(0xffffff, 0.5, 0, { map: t.grain([200, 170, 130]) }), true, 0.03);
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
};
