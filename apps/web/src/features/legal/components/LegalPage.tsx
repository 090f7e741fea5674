import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PublicLayout } from '../../../components/layout/PublicLayout';
import { formatDate } from '../../../lib/i18n/format';
import { useLegalCatalogue } from '../catalogue';
import type { LegalDocument } from '../content/types';
import styles from './LegalPage.module.css';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const ready = useLegalCatalogue();
  return <PublicLayout>{ready && <LegalText document={doc} />}</PublicLayout>;
}

function LegalText({ document: doc }: { document: LegalDocument }) {
  const { t } = useLingui();
  const title = t(doc.title);
  const date = formatDate(doc.updated);
  useEffect(() => {
    window.document.title = `${title} — Tika`;
  }, [title]);

  return (
    <article className={styles.doc}>
      <h1>{title}</h1>
      <p className={styles.updated}>
        <Trans>Last updated {date}</Trans>
      </p>
      <p className={styles.intro}>{t(doc.intro)}</p>
      {doc.sections.map((section, index) => (
        // Numbered ids: the headings' words change with the language.
        <section key={section.heading.id} aria-labelledby={`section-${index + 1}`}>
          <h2 id={`section-${index + 1}`}>{t(section.heading)}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.id}>{t(text)}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((text) => (
                <li key={text.id}>{t(text)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
