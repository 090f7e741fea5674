export { OnboardingPage } from './components/OnboardingPage';
export { LoginPage } from './components/LoginPage';
export { ContactPage } from './components/ContactPage';
export { UpdateContactPage } from './components/UpdateContactPage';
export { TokenPage, LinkVerifyPage } from './components/TokenPages';
