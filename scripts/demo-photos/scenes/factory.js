// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { point, room, sun } from '../kit/rooms.js';
import { at, box, cyl, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/** The factory: steel portal frames, skylights, door leaves, panels and machines on the line. */
export const factory = (scene, camera, random, t, v) => {
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
          box(bay, [0.03, 1.8, 2.2], [sx, 0.1, 0], mat(0xb02a1a, 0.4, 0, { transparent: true, opacity: 0.75 }), false);
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
        box(pile, [2.3, 0.6, 1.2], [0, 0.7, 0], mat(0xe4ecf0, 0.1, 0, { transparent: true, opacity: 0.3 }), true, 0.05);
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
};
