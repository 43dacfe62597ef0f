// The shell's entry. React, react-dom and react-router are eager federation singletons of the shell
// (see rspack.common.mjs), so no async boundary is needed before rendering: the first load of / is
// this one entry chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
