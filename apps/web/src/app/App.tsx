import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { notify } from '../components/ui/toast';
import { SESSION_ENDED_EVENT } from '../lib/api-client';
import { leaveSession } from '../lib/leave-session';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();
const PUBLIC_PATHS = /^\/(onboarding$|login|legal|refer|token|verify|register-webinar|dev)/;

export function App() {
  useEffect(() => {
    const onSessionEnded = () => {
      if (PUBLIC_PATHS.test(router.state.location.pathname)) return;
      notify.error('Your session has ended', 'Please sign in again');
      void leaveSession(router.navigate);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  }, []);

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
