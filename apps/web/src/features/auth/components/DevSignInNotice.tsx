import { useLingui } from '@lingui/react/macro';
import { usePublicConfig } from '../../../lib/public-config';
import { DEV_CHAT_PATH } from '../api/whatsapp-chat';
import { DEV_SIGN_IN_STRINGS as S } from '../strings';
import styles from './DevSignInNotice.module.css';

/** A dev page, opened beside the sign-in screen like a phone would be. */
const StandInLink = ({ to, children }: { to: string; children: string }) => (
  <a href={to} target="_blank" rel="noopener">
    {children}
  </a>
);

/**
 * On a developer's machine, where WhatsApp or Google are not configured: where their stand-ins
 * are, so a newcomer can sign in without a real phone or Google account. Never in production
 * (the server reports no stand-ins there). `withGoogle` false on screens that offer no Google.
 */
export function DevSignInNotice({ withGoogle = true }: { withGoogle?: boolean }) {
  const { t } = useLingui();
  const { data: config } = usePublicConfig();
  const whatsapp = Boolean(config?.devStandIns.whatsapp);
  const google = withGoogle && Boolean(config?.devStandIns.google);
  if (!whatsapp && !google) return null;
  return (
    <aside className={styles.notice} role="note" aria-label={t`Signing in on this machine`}>
      <p>{t(S.notice)}</p>
      <ul>
        {whatsapp && (
          <li>
            <StandInLink to={DEV_CHAT_PATH}>{t(S.chat)}</StandInLink>: {t(S.chatHint)}
          </li>
        )}
        {whatsapp && (
          <li>
            <StandInLink to="/dev/outbox">{t(S.outbox)}</StandInLink>: {t(S.outboxHint)}
          </li>
        )}
        {google && <li>{t(S.google)}</li>}
      </ul>
    </aside>
  );
}
