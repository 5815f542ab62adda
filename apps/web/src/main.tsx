// First: it configures zod before any schema is defined.
import './lib/zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { startSessionCheck } from './features/auth/api/check-session';
import './index.css';

startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
