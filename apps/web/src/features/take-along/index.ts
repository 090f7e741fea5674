export { TakeAlongCard } from './components/TakeAlongCard';
export { ExportDataCard } from './components/ExportDataCard';
