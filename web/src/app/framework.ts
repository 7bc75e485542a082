/**
 * What the browser app starts on: React Router and the renderer (Preact on the public pages). The
 * entry (src/main.tsx) evaluates these in a task of their own before the app's modules, so starting
 * up on a phone is two shorter tasks rather than one long one.
 */
export { RouterProvider, createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
export { createRoot, hydrateRoot } from 'react-dom/client';
