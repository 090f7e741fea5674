import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavigateFunction } from 'react-router';
import { notify } from '../components/ui/toast';
import { SESSION_ENDED_EVENT } from '../lib/api-client';
import { clearServerCookies, leaveSession } from '../lib/leave-session';

const PUBLIC_PATHS = /^\/(onboarding$|login|legal|refer|token|verify|register-webinar|dev)/;

const SESSION_ENDED_TOAST = {
  title: msg`Your session has ended`,
  description: msg`Please sign in again`,
} as const;

/** What this needs of the app's router: where it is, and a way to move. */
interface AppRouter {
  state: { location: { pathname: string } };
  navigate: NavigateFunction;
}

/**
 * A session that ended while the app was open (the API's 401 to a stored token): one toast,
 * and the parent leaves for /onboarding with everything of the session gone. The API client
 * announces an ending once however many requests failed with it (lib/api-client.ts). Listened
 * to from the moment the router exists, not from a React effect: the first screen's loaders
 * may be refused before anything renders, and StrictMode runs effects twice.
 * On the sign-in pages the page itself decides; the dead cookie goes all the same.
 * Returns the way to stop listening.
 */
export function listenForSessionEnd(router: AppRouter): () => void {
  const onSessionEnded = () => {
    if (PUBLIC_PATHS.test(router.state.location.pathname)) {
      void clearServerCookies();
      return;
    }
    notify.error(i18n._(SESSION_ENDED_TOAST.title), i18n._(SESSION_ENDED_TOAST.description));
    void leaveSession(router.navigate);
  };
  window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
}
