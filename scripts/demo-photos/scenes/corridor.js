// One scene of the demo photographs (scenes.js renders it).
import { sideChair } from '../kit/furniture.js';
import { ceilingLights, daylight, doorSet, point, room } from '../kit/rooms.js';
import { box, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/**
 * Corridors lined with fire-rated door sets; some have compartment doors (double leaves with
 * vision panels) across the corridor, shut or held open on magnets.
 */
export const corridor = (scene, camera, random, t, v) => {
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
};
