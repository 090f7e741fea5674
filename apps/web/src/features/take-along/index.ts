export { TakeAlongCard } from './components/TakeAlongCard';
export { ExportDataCard } from './components/ExportDataCard';
export { ShareWithDoctorCard } from './components/ShareWithDoctorCard';
export { downloadCardWithLink } from './api/take-along';
export { useDownload } from './hooks/use-download';
