export { DevGooglePage } from './components/DevGooglePage';
export { DevWhatsAppPage } from './components/DevWhatsAppPage';
export { DevOutboxPage } from './components/DevOutboxPage';
