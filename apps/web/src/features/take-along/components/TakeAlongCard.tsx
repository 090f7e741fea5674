import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/Button';
import { DocumentIcon } from '../../../components/ui/icons';
import { downloadHealthRecord, downloadVaccinationCard } from '../api/take-along';
import { useDownload } from '../hooks/use-download';
import styles from './TakeAlongCard.module.css';

/** Records to take to the doctor for one child: a printable card, and a file clinic software reads. */
export function TakeAlongCard({ childId, childName }: { childId: string; childName: string }) {
  const { busy, run } = useDownload<'card' | 'fhir'>();
  const headingId = `take-along-${childId}`;

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={busy !== null}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Take to the doctor</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          {childName}'s vaccinations and growth: a card to print or show, and a health record file
          (FHIR) that clinic software can read.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={busy === 'card'}
          disabled={busy !== null}
          onClick={() => void run('card', () => downloadVaccinationCard(childId, childName))}
        >
          <DocumentIcon size={20} />
          {busy === 'card' ? <Trans>Preparing…</Trans> : <Trans>Vaccination card (PDF)</Trans>}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'fhir'}
          disabled={busy !== null}
          onClick={() => void run('fhir', () => downloadHealthRecord(childId, childName))}
        >
          <DocumentIcon size={20} />
          {busy === 'fhir' ? <Trans>Preparing…</Trans> : <Trans>Health record (FHIR)</Trans>}
        </Button>
      </div>
    </section>
  );
}
