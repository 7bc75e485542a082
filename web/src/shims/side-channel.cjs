/*
 * A small stand-in for the `side-channel` package that qs uses to spot cyclic objects. The real
 * package pulls in get-intrinsic and friends (~10 KB gzip on every public page) to support old
 * engines; every browser this site supports has WeakMap and Map. Same API: get/set/has/delete/assert.
 * Aliased in vite.config.ts. CommonJS because qs require()s it.
 */
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const storeFor = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives);
  return {
    assert(key) {
      if (!storeFor(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: (key) => storeFor(key).get(key),
    has: (key) => storeFor(key).has(key),
    set(key, value) {
      storeFor(key).set(key, value);
    },
    delete: (key) => storeFor(key).delete(key),
  };
};
