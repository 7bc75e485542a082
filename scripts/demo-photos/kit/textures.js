// Seeded random numbers and the canvas textures (wood, stone, carpet, the view out of a window...).
import * as THREE from 'three';

/** Seeded random numbers, so a scene and variant always render the same picture. */
export const rng = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

/** The variant's entry of a list (lists shorter than the variant count repeat). */
export const pick = (v, list) => list[v % list.length];

/** A canvas texture: `draw(ctx, size)` paints it once. */
export const canvasTexture = (size, draw, repeat = [1, 1], srgb = true) => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  draw(canvas.getContext('2d'), size);
  const t = new THREE.CanvasTexture(canvas);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
};

export const noise = (ctx, size, amount, random) => {
  const img = ctx.getImageData(0, 0, size, size);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (random() - 0.5) * amount;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
};

export const blotches = (ctx, s, random, count, alpha, r0 = 4, r1 = 40) => {
  for (let i = 0; i < count; i++) {
    ctx.fillStyle = `rgba(${random() < 0.5 ? '0,0,0' : '255,255,255'},${random() * alpha})`;
    ctx.beginPath();
    ctx.arc(random() * s, random() * s, r0 + random() * (r1 - r0), 0, Math.PI * 2);
    ctx.fill();
  }
};

export const rgb = (c, k = 1) => `rgb(${c.map((x) => Math.max(0, Math.min(255, x * k))).join(',')})`;

export const textures = (random) => ({
  planks: (tone = [150, 110, 72], repeat = [6, 6]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        for (let y = 0; y < s; y += 32) {
          for (let x = -((y / 32) % 3) * 90; x < s; x += 270) {
            ctx.fillStyle = rgb(tone, 0.85 + random() * 0.3);
            ctx.fillRect(x, y, 268, 31);
            for (let g = 0; g < 7; g++) {
              ctx.strokeStyle = `rgba(60,35,15,${0.05 + random() * 0.1})`;
              ctx.beginPath();
              ctx.moveTo(x, y + random() * 31);
              ctx.bezierCurveTo(x + 90, y + random() * 31, x + 180, y + random() * 31, x + 268, y + random() * 31);
              ctx.stroke();
            }
          }
        }
        noise(ctx, s, 14, random);
      },
      repeat,
    ),
  /** Wood grain without plank joints, for furniture and wall slats. */
  grain: (tone = [170, 122, 80], repeat = [1, 1]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let g = 0; g < 60; g++) {
          ctx.strokeStyle = `rgba(70,40,18,${0.04 + random() * 0.1})`;
          ctx.lineWidth = 1 + random() * 2;
          ctx.beginPath();
          const y = random() * s;
          ctx.moveTo(0, y);
          ctx.bezierCurveTo(s / 3, y + (random() - 0.5) * 20, (2 * s) / 3, y + (random() - 0.5) * 20, s, y);
          ctx.stroke();
        }
        noise(ctx, s, 10, random);
      },
      repeat,
    ),
  concrete: (base = 180, repeat = [4, 4]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        ctx.fillStyle = `rgb(${base},${base - 2},${base - 6})`;
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 500, 0.05);
        noise(ctx, s, 18, random);
      },
      repeat,
    ),
  /** Polished stone: a warm base with soft veins. */
  stone: (tone = [214, 204, 188], vein = [150, 138, 120], repeat = [2, 2]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 160, 0.04, 20, 90);
        for (let i = 0; i < 14; i++) {
          ctx.strokeStyle = `rgba(${vein.join(',')},${0.15 + random() * 0.3})`;
          ctx.lineWidth = 0.5 + random() * 2.5;
          ctx.beginPath();
          let x = random() * s,
            y = 0;
          ctx.moveTo(x, y);
          while (y < s) {
            x += (random() - 0.5) * 60;
            y += 20 + random() * 40;
            ctx.lineTo(x, y);
          }
          ctx.stroke();
        }
        noise(ctx, s, 8, random);
      },
      repeat,
    ),
  /** Stone or vinyl tiles with joints. */
  tiles: (a = '#d9d6cf', line = '#b9b4aa', repeat = [10, 10], speckle = 0) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = a;
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 40, 0.04, 10, 60);
        for (let i = 0; i < speckle; i++) {
          ctx.fillStyle = `rgba(${random() < 0.5 ? '60,55,50' : '250,248,240'},${0.3 + random() * 0.4})`;
          ctx.fillRect(random() * s, random() * s, 1 + random() * 3, 1 + random() * 3);
        }
        ctx.strokeStyle = line;
        ctx.lineWidth = 3;
        ctx.strokeRect(0, 0, s, s);
        noise(ctx, s, 10, random);
      },
      repeat,
    ),
  carpet: (tone = [88, 96, 104], repeat = [8, 8]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let y = 0; y < s; y += 64)
          for (let x = 0; x < s; x += 64) {
            ctx.fillStyle = rgb(tone, 0.92 + random() * 0.16);
            ctx.fillRect(x, y, 63, 63);
          }
        noise(ctx, s, 34, random);
      },
      repeat,
    ),
  /** Painted plaster: almost flat, a faint unevenness. */
  paint: (tone = [236, 232, 224], repeat = [3, 2]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        blotches(ctx, s, random, 80, 0.025, 10, 70);
        noise(ctx, s, 5, random);
      },
      repeat,
    ),
  /** Brushed steel. */
  brushed: (tone = [170, 174, 178], repeat = [1, 1]) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = rgb(tone);
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 400; i++) {
          ctx.fillStyle = `rgba(${random() < 0.5 ? '0,0,0' : '255,255,255'},${random() * 0.06})`;
          ctx.fillRect(0, random() * s, s, 1);
        }
      },
      repeat,
    ),
  /** The view through a window: sky, clouds, a far line of trees and buildings. */
  view: (top = [112, 160, 214], horizon = [214, 226, 236], green = [96, 112, 84]) =>
    canvasTexture(
      512,
      (ctx, s) => {
        const g = ctx.createLinearGradient(0, 0, 0, s);
        g.addColorStop(0, rgb(top));
        g.addColorStop(0.62, rgb(horizon));
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 30; i++) {
          ctx.fillStyle = `rgba(255,255,255,${0.1 + random() * 0.25})`;
          ctx.beginPath();
          ctx.ellipse(random() * s, random() * s * 0.45, 30 + random() * 70, 8 + random() * 16, 0, 0, Math.PI * 2);
          ctx.fill();
        }
        for (let x = 0; x < s; x += 18 + random() * 30) {
          const bh = 20 + random() * 70;
          ctx.fillStyle = rgb([178, 182, 186], 0.85 + random() * 0.2);
          ctx.fillRect(x, s * 0.66 - bh, 14 + random() * 40, bh + 4);
        }
        for (let x = 0; x < s; x += 6) {
          ctx.fillStyle = rgb(green, 0.8 + random() * 0.4);
          ctx.beginPath();
          ctx.arc(x, s * 0.68 + random() * 6, 8 + random() * 12, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = rgb(green, 0.7);
        ctx.fillRect(0, s * 0.7, s, s * 0.3);
        ctx.filter = 'blur(2px)';
        ctx.drawImage(ctx.canvas, 0, 0);
      },
      [1, 1],
    ),
  /** Foliage: many small leaves in light and dark greens over shadowed gaps. */
  leaves: () =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = '#1c2a12';
        ctx.fillRect(0, 0, s, s);
        for (let i = 0; i < 1400; i++) {
          ctx.fillStyle = `hsl(${80 + random() * 30},${35 + random() * 25}%,${14 + random() * 26}%)`;
          ctx.beginPath();
          ctx.ellipse(
            random() * s,
            random() * s,
            2 + random() * 4,
            1 + random() * 2,
            random() * Math.PI,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
      },
      [4, 4],
    ),
  /** A bump map of fine noise (carpet pile, concrete, foliage). */
  bump: (repeat = [8, 8], amount = 120) =>
    canvasTexture(
      256,
      (ctx, s) => {
        ctx.fillStyle = '#808080';
        ctx.fillRect(0, 0, s, s);
        noise(ctx, s, amount, random);
      },
      repeat,
      false,
    ),
});
