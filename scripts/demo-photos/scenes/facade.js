// One scene of the demo photographs (scenes.js renders it).
import * as THREE from 'three';
import { foliage, tree } from '../kit/furniture.js';
import { sun } from '../kit/rooms.js';
import { at, box, cyl, glass, mat, steel } from '../kit/shapes.js';
import { canvasTexture, noise, rgb } from '../kit/textures.js';

/** Buildings from outside: curtain walls, a hospital wing, a stone-clad annex, a workshop hall. */
export const facade = (scene, camera, random, t, v) => {
  const C = [
    // 1 Greenfield academic block from the central court: four storeys, trees, warm light.
    {
      kind: 'school',
      floors: 4,
      sky: [
        [92, 146, 206],
        [214, 222, 228],
      ],
      sun: [-30, 35, 30],
      sunColor: 0xfff0d8,
      cam: [-22, 1.7, 26],
      look: [0, 5, -8],
      trees: 10,
    },
    // 2 Sunrise critical care wing beside the existing hospital.
    {
      kind: 'hospital',
      floors: 6,
      sky: [
        [120, 164, 214],
        [220, 228, 234],
      ],
      sun: [35, 30, 25],
      sunColor: 0xffe6c4,
      cam: [20, 1.7, 34],
      look: [-4, 8, -8],
      trees: 6,
    },
    // 3 Vertex twelve-storey office with a unitised curtain wall, looking up.
    {
      kind: 'tower',
      floors: 12,
      sky: [
        [80, 130, 196],
        [200, 214, 226],
      ],
      sun: [-20, 40, 30],
      sunColor: 0xfff6ea,
      cam: [-14, 1.6, 30],
      look: [2, 16, -8],
      trees: 7,
    },
    // 4 Collectorate annex from the public forecourt: stone cladding, punched windows.
    {
      kind: 'annex',
      floors: 4,
      sky: [
        [128, 160, 196],
        [226, 222, 212],
      ],
      sun: [25, 30, 35],
      sunColor: 0xffe2b8,
      cam: [6, 1.7, 30],
      look: [0, 5, -8],
      trees: 4,
    },
    // 5 Meridian academic block and its shaded approach: covered walkway, a row of trees.
    {
      kind: 'school',
      floors: 5,
      sky: [
        [104, 150, 200],
        [216, 220, 220],
      ],
      sun: [30, 25, 10],
      sunColor: 0xffd8a8,
      cam: [12, 1.7, 30],
      look: [-5, 5, -8],
      trees: 12,
      walkway: true,
    },
    // 6 Meridian workshop hall beside the academic block: profiled cladding, roller doors.
    {
      kind: 'hall',
      floors: 3,
      sky: [
        [110, 150, 198],
        [222, 226, 226],
      ],
      sun: [-25, 30, 30],
      sunColor: 0xfff0d8,
      cam: [-8, 1.7, 34],
      look: [-12, 5, -8],
      trees: 5,
    },
  ][v];
  const sky = canvasTexture(512, (ctx, s) => {
    const g = ctx.createLinearGradient(0, 0, 0, s);
    g.addColorStop(0, rgb(C.sky[0]));
    g.addColorStop(1, rgb(C.sky[1]));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, s, s);
    for (let i = 0; i < 40; i++) {
      ctx.fillStyle = `rgba(255,255,255,${0.08 + random() * 0.25})`;
      ctx.beginPath();
      ctx.ellipse(random() * s, random() * s * 0.7, 40 + random() * 90, 8 + random() * 20, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  });
  scene.background = sky;
  scene.fog = new THREE.Fog(new THREE.Color(rgb(C.sky[1])), 80, 260);
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(400, 400),
    mat(0xffffff, 0.9, 0, { map: t.tiles('#b8b2a6', '#9a9488', [400 / 1.2, 400 / 1.2]) }),
  );
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);
  const grass = mat(0xffffff, 1, 0, {
    map: t.carpet([70, 96, 50], [20, 6]),
    bumpMap: t.bump([40, 12]),
    bumpScale: 3,
  });
  const lawn = new THREE.Mesh(new THREE.PlaneGeometry(60, 9), grass);
  lawn.rotation.x = -Math.PI / 2;
  lawn.position.set(0, 0.03, 15);
  lawn.receiveShadow = true;
  scene.add(lawn);
  box(scene, [60, 0.15, 0.2], [0, 0, 10.4], mat(0xc8c2b6, 0.8));
  const fh = C.kind === 'hall' ? 3 : 3.6;
  const body = at(scene, [0, -8]);
  const bw = C.kind === 'tower' ? 28 : 36,
    bd = 18,
    H = C.floors * fh;
  const cw = mat(0x3c5262, 0.06, 0.9, { envMapIntensity: 1.5 });
  if (C.kind === 'tower' || C.kind === 'hospital' || C.kind === 'school') {
    box(body, [bw, H, bd], [0, 0, 0], C.kind === 'tower' ? cw : mat(0x48606e, 0.08, 0.85));
    const spandrel = mat(C.kind === 'school' ? 0xd9cbb0 : 0xe4e2dc, 0.6, 0, { map: t.concrete(230, [8, 1]) });
    for (let f = 0; f <= C.floors; f++)
      box(body, [bw + 0.3, C.kind === 'tower' ? 0.25 : 1.0, bd + 0.3], [0, f * fh - 0.5, 0], spandrel);
    const n = C.kind === 'tower' ? 28 : 18;
    for (let m = 0; m <= n; m++)
      box(
        body,
        [C.kind === 'school' ? 0.25 : 0.1, H, 0.4],
        [-bw / 2 + (bw / n) * m, 0, bd / 2 + 0.15],
        mat(C.kind === 'school' ? 0xd9cbb0 : 0xc9c9c4, 0.35, 0.6),
        false,
      );
    if (C.kind === 'school')
      for (let f = 1; f <= C.floors; f++)
        box(body, [bw, 0.08, 0.9], [0, f * fh - 0.45, bd / 2 + 0.5], mat(0xe8e2d6, 0.5), true);
    if (C.kind === 'hospital') {
      const old = at(scene, [-34, -14]);
      box(old, [26, 5 * 3.4, 20], [0, 0, 0], mat(0xffffff, 0.85, 0, { map: t.concrete(206, [6, 4]) }));
      for (let f = 0; f < 5; f++)
        for (let i = 0; i < 9; i++)
          box(old, [1.4, 1.6, 0.2], [-11 + i * 2.75, f * 3.4 + 1.0, 10], mat(0x33424e, 0.1, 0.8), false);
      box(body, [12, 4.5, 6], [-6, 0, bd / 2 + 3], mat(0xe6e3dc, 0.6));
      box(body, [14, 0.4, 8], [-6, 4.5, bd / 2 + 3], mat(0x9a948a, 0.5));
    }
    if (C.kind === 'tower') {
      box(body, [bw * 0.4, 5, bd * 0.3], [-bw * 0.15, 0, bd / 2 + 2.8], glass(0x9fb6c2, 0.5));
      box(body, [bw * 0.4 + 1, 0.5, bd * 0.3 + 1], [-bw * 0.15, 5, bd / 2 + 2.8], mat(0xdedad2, 0.5));
    }
    box(body, [bw + 0.6, 1.0, bd + 0.6], [0, H, 0], mat(0xd7d4cc, 0.6));
  }
  if (C.kind === 'annex') {
    const stoneMat = mat(0xffffff, 0.8, 0, { map: t.stone([206, 190, 160], [170, 150, 120], [6, 4]) });
    box(body, [bw, H, bd], [0, 0, 0], stoneMat);
    for (let f = 0; f < C.floors; f++)
      for (let i = 0; i < 12; i++) {
        box(
          body,
          [1.6, 2.0, 0.3],
          [-bw / 2 + 1.6 + i * 2.95, f * fh + 0.9, bd / 2 - 0.05],
          mat(0x2d3a44, 0.08, 0.85),
          false,
        );
        box(body, [1.9, 0.12, 0.5], [-bw / 2 + 1.6 + i * 2.95, f * fh + 0.85, bd / 2 + 0.05], mat(0xe2d8c4, 0.6));
      }
    box(body, [10, 5, 3], [0, 0, bd / 2 + 1.5], stoneMat);
    for (let i = 0; i < 5; i++) cyl(body, [0.35, 0.35, 5], [-4 + i * 2, 0, bd / 2 + 3.2], mat(0xe8e0d0, 0.6));
    box(body, [11, 0.6, 4], [0, 5, bd / 2 + 1.8], stoneMat);
    for (let i = 0; i < 4; i++)
      box(body, [12 - i * 0.4, 0.16, 1.2 - i * 0.3], [0, i * 0.16, bd / 2 + 4.6 - i * 0.2], mat(0xd8d0c0, 0.7));
    box(body, [bw + 0.6, 0.8, bd + 0.6], [0, H, 0], mat(0xe2d8c4, 0.6));
  }
  if (C.kind === 'hall') {
    const cladding = canvasTexture(
      256,
      (ctx, s) => {
        for (let x = 0; x < s; x += 16) {
          ctx.fillStyle = x % 32 ? '#b8c0c6' : '#a6aeb4';
          ctx.fillRect(x, 0, 16, s);
        }
        noise(ctx, s, 8, random);
      },
      [20, 1],
    );
    box(body, [bw, 9, bd], [0, 0, 0], mat(0xffffff, 0.4, 0.7, { map: cladding }));
    const roof = new THREE.Mesh(new THREE.CylinderGeometry(2, 2, bw, 3, 1), mat(0x8d969c, 0.4, 0.7));
    roof.rotation.z = Math.PI / 2;
    roof.scale.set(1, 1, bd / 3.4);
    roof.position.set(0, 9.6, 0);
    roof.castShadow = true;
    body.add(roof);
    for (let i = 0; i < 3; i++) box(body, [4.5, 5, 0.2], [-10 + i * 8, 0, bd / 2], mat(0x6a7278, 0.5, 0.6));
    box(body, [bw, 1.2, 0.2], [0, 6.6, bd / 2 + 0.05], mat(0x9fb6c2, 0.1, 0.8), false);
    const block = at(scene, [-40, -10]);
    box(block, [30, 5 * 3.6, 18], [0, 0, 0], mat(0x48606e, 0.08, 0.85));
    for (let f = 0; f <= 5; f++)
      box(block, [30.3, 1.0, 18.3], [0, f * 3.6 - 0.5, 0], mat(0xd9cbb0, 0.6, 0, { map: t.concrete(226, [8, 1]) }));
  }
  if (C.walkway) {
    for (let i = 0; i < 9; i++) cyl(scene, [0.08, 0.08, 3], [-14 + i * 3.5, 0, 6.5], steel(0x9aa0a6));
    box(scene, [30, 0.2, 3.2], [0, 3, 5.2], mat(0xe8e4dc, 0.6));
    box(
      scene,
      [30, 0.05, 3.2],
      [0, 0.01, 5.2],
      mat(0xffffff, 0.8, 0, { map: t.tiles('#c6b8a0', '#a89a84', [30, 3]) }),
      false,
    );
  }
  for (let i = 0; i < C.trees; i++)
    tree(
      scene,
      [-24 + (48 / C.trees) * (i + 0.5) + (random() - 0.5) * 2, 14 + random() * 3],
      random,
      t,
      1 + random() * 0.3,
    );
  for (let i = 0; i < 14; i++) {
    const shrub = foliage(
      0.6 + random() * 0.3,
      random,
      mat(0xb8c8a8, 0.9, 0, { map: t.leaves(), bumpMap: t.leaves(), bumpScale: 3 }),
    );
    shrub.scale.y = 0.6;
    shrub.position.set(-26 + i * 4 + random(), 0.3, 11.4);
    scene.add(shrub);
  }
  sun(scene, C.sun, 3.2, C.sunColor, 50, [0, 0, 0]);
  camera.fov = 50;
  camera.position.set(...C.cam);
  camera.lookAt(...C.look);
};
