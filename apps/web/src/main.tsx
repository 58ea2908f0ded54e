import './styles.css';
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startNativeShell } from './app/native-shell.ts';
import { router } from './app/router.tsx';
import { startServiceWorker } from './app/service-worker.ts';
import { prefetchStartup } from './app/startup.ts';

prefetchStartup();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startServiceWorker();
startNativeShell((path) => void router.navigate(path));
