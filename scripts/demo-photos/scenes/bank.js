// One scene of the demo photographs (scenes.js renders it).
import { chair, plant, sideChair, sofa } from '../kit/furniture.js';
import { daylight, pendant, room } from '../kit/rooms.js';
import { at, box, cyl, glass, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/** A bank's customer hall: stone floor, a long teller counter with glass screens, pendants. */
export const bank = (scene, camera, random, t, v) => {
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
};
