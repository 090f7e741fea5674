import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/Button';
import { downloadDataExport } from '../api/take-along';
import { useDownload } from '../hooks/use-download';
import styles from './TakeAlongCard.module.css';

/** A copy of everything Tika keeps about the parent and their children, files included. */
export function ExportDataCard() {
  const { busy, run } = useDownload<'export'>();

  return (
    <section className={styles.card} aria-labelledby="export-data" aria-busy={busy !== null}>
      <h2 id="export-data" className={styles.title}>
        <Trans>Your data</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Download every profile, vaccination, growth and medical record, with the files you
          uploaded, as one .zip file.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={busy === 'export'}
          onClick={() => void run('export', downloadDataExport)}
        >
          {busy === 'export' ? (
            <Trans>Preparing your data…</Trans>
          ) : (
            <Trans>Download all my data (.zip)</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
