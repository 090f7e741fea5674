import { LegalPage } from './components/LegalPage';
import { disclaimer } from './content/disclaimer';
import { faqs } from './content/faqs';
import { privacy } from './content/privacy';
import { terms } from './content/terms';

export { loadLegalCatalogue } from './catalogue';

export const TermsRoute = () => <LegalPage document={terms} />;
export const PrivacyRoute = () => <LegalPage document={privacy} />;
export const DisclaimerRoute = () => <LegalPage document={disclaimer} />;
// Built at each render: its prices are formatted in the language shown.
export const FaqsRoute = () => <LegalPage document={faqs()} />;
