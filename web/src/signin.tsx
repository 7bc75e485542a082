import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoot } from 'react-dom/client';
import './shared/base.css';
import { AppShell } from './app/AppShell';
import { otherDocument } from './app/otherDocument';
import LoginPage from './installer/accounts/login/LoginPage';

/**
 * The sign-in screen's own document (signin.html, served for /installer): built with the public
 * site, on Preact, so it loads a fraction of the dashboard's JavaScript (no React DOM, no antd).
 * Signing in, or any link from it (Forgot password?), loads the address as a new document: the
 * dashboard's, or a public page.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider
      router={createBrowserRouter([
        { element: <AppShell />, children: [{ path: '/installer', element: <LoginPage /> }, otherDocument('*')] },
      ])}
    />
  </StrictMode>,
);
