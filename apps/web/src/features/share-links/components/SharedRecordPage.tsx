import { type ReactNode, useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleId } from '@tika/contract';
import { useParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/PublicLayout';
import { Button } from '../../../components/ui/Button';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { LanguageChoice } from '../../../components/ui/LanguageChoice';
import { RetryButton } from '../../../components/ui/RetryButton';
import { ApiError } from '../../../lib/api-client';
import { chooseLanguage } from '../../../lib/i18n/i18n';
import { formatAge } from '../../children/components/age-words';
import { SCHEDULE_WORDS } from '../../children/components/child-words';
import { LatestMeasurement } from '../../growth/components/LatestMeasurement';
import { LIST_TEXT } from '../../vaccines/strings';
import { type SharedDoseItem, type SharedRecordData, sharedRecordQuery } from '../api/share-links';
import { formatMoment } from '../../../lib/i18n/format';
import { DOSE_GROUPS, doseStatus } from './share-words';
import styles from './SharedRecordPage.module.css';

/** Keeps search engines off the page while it is open (the link is a private capability). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /shared/:token — the record a parent shared with their child's doctor: opened without signing
 * in, read-only, in the language the reader picks. An unknown, expired or revoked link says so
 * and nothing else.
 */
export function SharedRecordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const query = useQuery(sharedRecordQuery(token));
  useNoIndex();

  const firstName = query.data?.child.firstName;
  const title = firstName ? t`${firstName}’s vaccination record` : t`Vaccination record`;
  useEffect(() => {
    document.title = `${title} — Tika`;
  }, [title]);

  return (
    <PublicLayout>
      <div className={styles.page}>
        <Toolbar printable={query.isSuccess} />
        {query.isPending ? (
          <p className={styles.loading} role="status">
            <Trans>Loading the record…</Trans>
          </p>
        ) : query.isError ? (
          <LoadFailure error={query.error} retry={<RetryButton query={query} />} />
        ) : (
          <SharedRecordView record={query.data} />
        )}
        <p className={styles.madeWith}>
          <Trans>
            Made with Tika by the child’s parent. This page is read-only: only the parent can change
            the record.
          </Trans>
        </p>
      </div>
    </PublicLayout>
  );
}

/** The page's language (for the doctor, whatever the parent reads) and, once loaded, Print. */
function Toolbar({ printable }: { printable: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.toolbar}>
      <LanguageChoice legend={t`Language`} value={i18n.locale} onChange={chooseLanguage} />
      {printable && (
        <Button variant="secondary" compact onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      )}
    </div>
  );
}

/** Why there is no record: the link is dead (ask for a new one), or try again later. */
function LoadFailure({ error, retry }: { error: Error; retry: ReactNode }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404)
    return (
      <section className={styles.failure}>
        <h1 className={styles.failureTitle}>
          <Trans>This link has expired or was revoked</Trans>
        </h1>
        <p className={styles.failureText}>
          <Trans>Ask the parent for a new one: they can make it in Tika in a moment.</Trans>
        </p>
      </section>
    );
  return (
    <section className={styles.failure}>
      <h1 className={styles.failureTitle}>
        <Trans>Could not load the record</Trans>
      </h1>
      <p className={styles.failureText} role="alert">
        {status === 429 ? (
          <Trans>Too many attempts from your network. Please try again later.</Trans>
        ) : (
          <Trans>Please check your connection and try again.</Trans>
        )}
      </p>
      {retry}
    </section>
  );
}

function SharedRecordView({ record }: { record: SharedRecordData }) {
  const { t } = useLingui();
  const { child } = record;
  const age = formatAge(child.dob, record.asOf);
  const asOf = formatDisplayDate(record.asOf);
  const until = formatMoment(record.expiresAt);
  const schedule = SCHEDULE_WORDS[child.schedule as ScheduleId];

  return (
    <article className={styles.record}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span className={styles.eyebrow}>
            <Trans>Vaccination record</Trans>
          </span>{' '}
          <span className={styles.name}>{child.firstName}</span>
        </h1>
        <dl className={styles.facts}>
          <Fact label={t`Age`}>{age}</Fact>
          <Fact label={t`Date of birth`}>{formatDisplayDate(child.dob)}</Fact>
          <Fact label={t`Sex`}>{child.gender === 'girl' ? t`Girl` : t`Boy`}</Fact>
          <Fact label={t`Vaccination schedule`} wide>
            {schedule ? t(schedule) : child.schedule}
          </Fact>
        </dl>
        <p className={styles.validity}>
          <Trans>
            As of {asOf}. This link works until {until}.
          </Trans>
        </p>
      </header>
      <Doses doses={record.doses} />
      <section className={styles.section} aria-labelledby="shared-growth">
        <h2 id="shared-growth" className={styles.sectionTitle}>
          <Trans>Growth</Trans>
        </h2>
        {record.latestGrowth ? (
          <LatestMeasurement
            records={[record.latestGrowth]}
            childDob={child.dob}
            gestation={null}
          />
        ) : (
          <p className={styles.none}>
            <Trans>No height or weight recorded yet.</Trans>
          </p>
        )}
      </section>
      {record.files && <Files files={record.files} />}
    </article>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The doses in the dashboard's groups, most urgent first; an empty group is left out. */
function Doses({ doses }: { doses: SharedDoseItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="shared-vaccines">
      <h2 id="shared-vaccines" className={styles.sectionTitle}>
        <Trans>Vaccinations</Trans>
      </h2>
      {doses.length === 0 && (
        <p className={styles.none}>
          <Trans>No vaccines recorded.</Trans>
        </p>
      )}
      {DOSE_GROUPS.map((group) => {
        const inGroup = doses.filter((dose) => group.states.includes(dose.state));
        return inGroup.length ? <DoseGroup key={group.id} group={group} doses={inGroup} /> : null;
      })}
    </section>
  );
}

/** A long group (the upcoming doses to 18 years) shows its first few until asked; paper shows all. */
const FOLD_OVER = 8;
const FOLDED_SHOWN = 5;

function DoseGroup({
  group,
  doses,
}: {
  group: (typeof DOSE_GROUPS)[number];
  doses: SharedDoseItem[];
}) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const folds = doses.length > FOLD_OVER;
  const total = doses.length;
  return (
    <section
      className={`${styles.group} ${styles[`group-${group.id}`] ?? ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.groupTitle}>
        {t(group.title)} <span className={styles.count}>{total}</span>
      </h3>
      {group.lead && <p className={styles.groupLead}>{t(group.lead)}</p>}
      <ul id={listId} className={styles.doses}>
        {doses.map((dose, index) => (
          <DoseRow
            key={`${dose.name}-${dose.dueOn}-${index}`}
            dose={dose}
            folded={folds && !unfolded && index >= FOLDED_SHOWN}
          />
        ))}
      </ul>
      {folds && (
        <Button
          variant="link"
          className={styles.unfold}
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {unfolded ? t`Show fewer` : t`Show all ${total}`}
        </Button>
      )}
    </section>
  );
}

function DoseRow({ dose, folded }: { dose: SharedDoseItem; folded: boolean }) {
  const { t } = useLingui();
  const status = doseStatus(dose);
  const given = dose.state === 'given' || dose.state === 'not_counted';
  const product = [
    dose.brand && `${t(LIST_TEXT.brand)}: ${dose.brand}`,
    dose.batch && `${t(LIST_TEXT.batch)}: ${dose.batch}`,
  ].filter(Boolean);
  return (
    <li className={folded ? `${styles.dose} ${styles.folded}` : styles.dose}>
      <div className={styles.doseNames}>
        <span className={styles.doseName}>{dose.name}</span>
        {dose.fullName && dose.fullName !== dose.name && (
          <span className={styles.doseFullName}>{dose.fullName}</span>
        )}
      </div>
      <span className={styles.doseAge}>{dose.ageRange}</span>
      {status && (
        <span className={`${styles.doseStatus} ${styles[`status-${dose.state}`] ?? ''}`}>
          {status}
        </span>
      )}
      {given && product.length > 0 && (
        <span className={styles.doseProduct}>{product.join(' · ')}</span>
      )}
    </li>
  );
}

/** The prescriptions and reports the parent chose to include; each link lasts 15 minutes. */
function Files({ files }: { files: NonNullable<SharedRecordData['files']> }) {
  return (
    <section className={styles.section} aria-labelledby="shared-files">
      <h2 id="shared-files" className={styles.sectionTitle}>
        <Trans>Prescriptions and reports</Trans>
      </h2>
      {files.length === 0 ? (
        <p className={styles.none}>
          <Trans>No prescriptions or reports added yet.</Trans>
        </p>
      ) : (
        <>
          <ul className={styles.files}>
            {files.map((file, index) => (
              <li key={`${file.url}-${index}`} className={styles.file}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.label}
                </a>
                <span className={styles.fileDate}>{formatDisplayDate(file.date)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.none}>
            <Trans>The file links work for 15 minutes: reload the page for fresh ones.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
