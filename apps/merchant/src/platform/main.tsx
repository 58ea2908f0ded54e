import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('plataforma.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
