import { createRoot } from 'react-dom/client';
import { installRootFontSize } from '../lib/layout/root-font-size';
import { ShareApp } from './share-app';
import '../app/styles/global.css';
import './share-page.css';

// The customer's share page (decision 038): its own entry, without the app's router, query cache, UI kit
// or session, so a customer opening a link in WeChat loads a fraction of the app's JavaScript.
installRootFontSize();
const container = document.getElementById('root');
if (container) createRoot(container).render(<ShareApp />);
