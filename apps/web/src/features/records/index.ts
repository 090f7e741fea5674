export { RecordsTab } from './components/RecordsTab';
