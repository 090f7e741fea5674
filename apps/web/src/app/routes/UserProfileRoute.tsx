import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { SUPPORT_EMAIL } from '../../components/layout/PublicLayout';
import { Button } from '../../components/ui/Button';
import { ChevronRightIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/Logo';
import { HomeStateCard } from '../../features/account/components/HomeStateCard';
import { LanguageCard } from '../../features/account/components/LanguageCard';
import { ParentDetails } from '../../features/account/components/ParentDetails';
import { meQuery } from '../../features/auth/api/session';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { ChildrenSection } from '../../features/children/components/ChildrenSection';
import { useSelectedChild } from '../../features/children/hooks/use-selected-child';
import { FamilyCard } from '../../features/family/components/FamilyCard';
import { ReminderSettingsCard } from '../../features/reminders/components/ReminderSettingsCard';
import { ExportDataCard } from '../../features/take-along';
import { queryClient } from '../../lib/query-client';
import styles from './UserProfileRoute.module.css';

/** /userprofile: the child switcher, the selected child's family, parent details, language, reminders, the data export, the More links, logout and account deletion. */
export function UserProfileRoute() {
  const { data: me } = useQuery(meQuery);
  const logout = useLogout();
  const { selected } = useSelectedChild();
  return (
    <Page>
      <header className={styles.top}>
        <Logo />
        <Link to="/dashboard">
          <Trans>Back to dashboard</Trans>
        </Link>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>
          <Trans>Profile</Trans>
        </h1>
        <ChildrenSection />
        {/* Below the children, where a parent looks to let Papa or Dadi follow the selected one. */}
        {selected && <FamilyCard key={selected.id} child={selected} />}
        {me && (
          <ParentDetails
            parent={me.user}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey })}
          />
        )}
        {me && <LanguageCard saved={me.user.language} />}
        {me && <HomeStateCard homeState={me.user.homeState} />}
        <ReminderSettingsCard />
        <ExportDataCard />
        <section aria-labelledby="more" className={styles.more}>
          <h2 id="more" className={styles.sectionTitle}>
            <Trans>More</Trans>
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/legal/faqs">
                <Trans>FAQs</Trans> <ChevronRightIcon />
              </Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <Trans>Contact by mail</Trans> <ChevronRightIcon />
              </a>
            </li>
            <li>
              <Link to="/legal/disclaimer">
                <Trans>Disclaimer</Trans> <ChevronRightIcon />
              </Link>
            </li>
          </ul>
        </section>
        <Button variant="secondary" onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </Button>
        <Link to="/userprofile/deletedata" className={styles.danger}>
          <Trans>Delete my data</Trans>
        </Link>
      </main>
    </Page>
  );
}
