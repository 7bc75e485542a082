// Materials and the shapes every scene is built of.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

export const mat = (color, roughness = 0.7, metalness = 0, extra = {}) =>
  'clearcoat' in extra || 'sheen' in extra
    ? new THREE.MeshPhysicalMaterial({ color, roughness, metalness, ...extra })
    : new THREE.MeshStandardMaterial({ color, roughness, metalness, ...extra });

export const glass = (tint = 0xa9c4d2, opacity = 0.25) =>
  new THREE.MeshPhysicalMaterial({
    color: tint,
    roughness: 0.04,
    metalness: 0.1,
    transparent: true,
    opacity,
    envMapIntensity: 1.6,
    clearcoat: 1,
  });

export const glow = (color = 0xfff4dd, intensity = 3) =>
  new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity });

export const steel = (color = 0xb8bcc0, roughness = 0.35) => mat(color, roughness, 0.85);

/** A box of size w × h × d whose bottom centre sits at (x, y, z); `r` rounds its edges. */
export const box = (group, [w, h, d], [x, y, z], material, shadows = true, r = 0) => {
  const radius = Math.min(r, w / 2.2, h / 2.2, d / 2.2);
  const geometry = radius > 0.002 ? new RoundedBoxGeometry(w, h, d, 2, radius) : new THREE.BoxGeometry(w, h, d);
  const m = new THREE.Mesh(geometry, material);
  m.position.set(x, y + h / 2, z);
  m.castShadow = shadows;
  m.receiveShadow = true;
  group.add(m);
  return m;
};

export const cyl = (group, [rt, rb, h], [x, y, z], material, segments = 24) => {
  const m = new THREE.Mesh(new THREE.CylinderGeometry(rt, rb, h, segments), material);
  m.position.set(x, y + h / 2, z);
  m.castShadow = m.receiveShadow = true;
  group.add(m);
  return m;
};

/** A group placed at (x, 0, z) and turned by `turn` about the vertical. */
export const at = (parent, [x, z], turn = 0, y = 0) => {
  const g = new THREE.Group();
  g.position.set(x, y, z);
  g.rotation.y = turn;
  parent.add(g);
  return g;
};
