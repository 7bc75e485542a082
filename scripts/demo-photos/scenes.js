// Runs in Chromium (render.mjs loads it as a module): builds one architectural scene with three.js
// and renders it with physically based materials, soft sun shadows through the windows, sky and
// image-based light, ambient occlusion and filmic tone mapping. No text anywhere.
//
// Every variant of a scene is its own picture (camera, layout, palette, time of day), so no two
// demo projects show the same room: render.mjs writes `<scene>-<variant + 1>.webp`.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { rng, textures } from './kit/textures.js';
import { office } from './scenes/office.js';
import { corridor } from './scenes/corridor.js';
import { facade } from './scenes/facade.js';
import { factory } from './scenes/factory.js';
import { classroom } from './scenes/classroom.js';
import { lobby } from './scenes/lobby.js';
import { bank } from './scenes/bank.js';
import { lab } from './scenes/lab.js';
import { records } from './scenes/records.js';

// The scenes, one file each in ./scenes, built of the parts in ./kit.
const SCENES = { office, corridor, facade, factory, classroom, lobby, bank, lab, records };

/** Renders scene `name` variant `v` into a canvas of width × height; resolves when drawn. */
window.renderScene = (name, v, width, height) => {
  const random = rng(name.length * 1000 + v * 7919 + 17);
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, height);
  renderer.setPixelRatio(1);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 0.92;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  document.body.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xdde6ee);
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.5;
  scene.add(new THREE.HemisphereLight(0xe8eeff, 0x8a7f70, 0.6));
  const camera = new THREE.PerspectiveCamera(60, width / height, 0.1, 500);
  SCENES[name](scene, camera, random, textures(random), v);
  camera.updateProjectionMatrix();
  const composer = new EffectComposer(renderer);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  const ao = new GTAOPass(scene, camera, width, height);
  ao.updateGtaoMaterial({ radius: 0.5, distanceExponent: 1, thickness: 1, scale: 1.2, samples: 16 });
  ao.blendIntensity = 0.9;
  composer.addPass(ao);
  composer.addPass(new OutputPass());
  composer.render();
  return renderer.domElement.toDataURL('image/png');
};
window.sceneNames = Object.keys(SCENES);
