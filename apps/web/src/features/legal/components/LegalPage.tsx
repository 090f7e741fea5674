import { useEffect } from 'react';
import { PublicLayout } from '../../../components/layout/PublicLayout';
import type { LegalDocument } from '../content/types';
import styles from './LegalPage.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  useEffect(() => {
    window.document.title = `${doc.title} — Tika`;
  }, [doc.title]);

  return (
    <PublicLayout>
      <article className={styles.doc}>
        <h1>{doc.title}</h1>
        <p className={styles.updated}>Last updated {dateFormat.format(new Date(doc.updated))}</p>
        <p className={styles.intro}>{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2 id={slug(section.heading)}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
