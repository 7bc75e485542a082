// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { boxFiles } from '../kit/furniture.js';
import { daylight, doorSet, point, room } from '../kit/rooms.js';
import { at, box, cyl, glow, mat, steel } from '../kit/shapes.js';
import { pick } from '../kit/textures.js';

/** A government records room: mobile steel shelving full of box files, a steel fire door. */
export const records = (scene, camera, random, t, v) => {
  const C = [
    // 1 Steel fire doors to the record stores: an aisle of compactors to the door.
    { w: 10, d: 12, h: 3.0, cam: [0.5, 1.6, 5.4], look: [0.1, 1.1, -6], door: [0.2, -5.9] },
    // 2 Vision panels: the steel door seen close, compactors beside it.
    { w: 10, d: 10, h: 3.0, cam: [0.55, 1.55, -1.6], look: [0.0, 1.2, -5], door: [0.2, -4.9] },
  ][v];
  const { w, d, h } = C;
  room(scene, t, {
    w,
    d,
    h,
    floor: mat(0xffffff, 0.35, 0, { map: t.tiles('#b8b6ae', '#9a988f', [w / 0.6, d / 0.6], 120) }),
    wall: mat(0xffffff, 0.85, 0, { map: t.paint([226, 224, 216]) }),
    windows: ['left'],
    sill: 1.9,
    head: 2.6,
    bays: 1.2,
  });
  for (let z = -d / 2 + 1; z < d / 2; z += 2.2)
    box(scene, [0.16, 0.05, 1.3], [0, h - 0.05, z], glow(0xf2f6ff, 3), false);
  for (let z = -d / 2 + 1; z < d / 2; z += 2.2) point(scene, [0, h - 0.4, z], 2.5, 0xf4f6fa, 6);
  // Rails in the floor and the mobile shelving units on them.
  const units = 9;
  const unitLen = 3.9;
  for (let i = 0; i < units * 2; i++) {
    const side = i < units ? -1 : 1;
    const k = i % units;
    const z = -d / 2 + 1.0 + k * 0.7 + (k >= 5 ? 0.9 : 0) + (side > 0 ? 0.3 : 0);
    if (side > 0 && z > d / 2 - 3.2) continue;
    for (const rx of [-1, 1])
      box(scene, [0.05, 0.01, 0.7], [side * (0.6 + unitLen / 2 + rx * 1.2) + 0.2, 0, z], steel(0x8a8e92, 0.3), false);
    const g = at(scene, [side * (0.6 + unitLen / 2) + 0.2, z], side < 0 ? 0 : Math.PI);
    box(g, [unitLen, 0.12, 0.62], [0, 0.02, 0], steel(0x6a6e72, 0.5));
    for (let s = 0; s < 6; s++) {
      box(g, [unitLen, 0.02, 0.6], [0, 0.14 + s * 0.4, 0], steel(0xb8bab4, 0.45));
      boxFiles(g, unitLen - 0.1, 0.16 + s * 0.4, 0.12, random, [0x7a6a4a, 0xa08a60, 0x2f4a6a, 0x5a5a58, 0x8a2f2f]);
      boxFiles(g, unitLen - 0.1, 0.16 + s * 0.4, -0.14, random, [0x7a6a4a, 0xa08a60, 0x5a5a58]);
    }
    box(g, [unitLen, 0.02, 0.6], [0, 2.5, 0], steel(0xb8bab4, 0.45));
    // The end panel facing the aisle, with its handwheel.
    const end = box(
      g,
      [0.05, 2.55, 0.64],
      [unitLen / 2 + 0.02, 0, 0],
      mat(pick(i, [0x4a6a8a, 0x5a7a6a]), 0.4, 0.3),
      true,
      0.008,
    );
    end.castShadow = true;
    const wheel = new THREE.Mesh(new THREE.TorusGeometry(0.16, 0.015, 8, 24), steel(0xc8c8c8, 0.25));
    wheel.rotation.y = Math.PI / 2;
    wheel.position.set(unitLen / 2 + 0.1, 1.05, 0);
    g.add(wheel);
    for (let k = 0; k < 3; k++) {
      const spoke = box(g, [0.01, 0.3, 0.012], [unitLen / 2 + 0.1, 0.9, 0], steel(0xc8c8c8, 0.25), false);
      spoke.rotation.x = (k / 3) * Math.PI;
    }
    cyl(g, [0.03, 0.03, 0.06], [unitLen / 2 + 0.1, 1.02, 0], steel(0x333333)).rotation.z = Math.PI / 2;
  }
  // A steel fire door set with a vision panel in the end wall, signage-free.
  doorSet(scene, C.door, { leaf: steel(0x8a9296, 0.45), frame: 0x4d5358, glazed: true, width: 1.1, height: 2.15 });
  cyl(scene, [0.09, 0.09, 0.5], [C.door[0] - 1.0, 0.25, C.door[1] + 0.15], mat(0xb0201a, 0.3, 0.2, { clearcoat: 1 }));
  box(scene, [1.4, 0.75, 0.7], [w / 2 - 1, 0, d / 2 - 1.6], steel(0x9aa0a2, 0.4), true, 0.01);
  box(
    scene,
    [1.5, 0.03, 0.8],
    [w / 2 - 1, 0.75, d / 2 - 1.6],
    mat(0xffffff, 0.5, 0, { map: t.grain([170, 130, 90]) }),
    true,
    0.005,
  );
  for (let k = 0; k < 3; k++)
    box(scene, [0.32, 0.26, 0.32], [w / 2 - 1.3 + k * 0.33, 0.78, d / 2 - 1.6], mat(0xa08a60, 0.85), true, 0.004);
  daylight(scene, [-10, 7, 2], { intensity: 2.2, span: 12 });
  camera.position.set(...C.cam);
  camera.lookAt(...C.look);
};
