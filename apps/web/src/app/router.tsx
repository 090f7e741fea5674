import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireOnboarded, requireOnboardingStep } from '../features/auth/api/guards';
import { withMessages } from '../lib/i18n/i18n';
import { AppLoadingScreen } from './routes/AppLoadingScreen';
import { requireSessionForInvite } from './routes/invite-loader';
import { prefetchStories } from './routes/stories-prefetch';
import { prefetchDashboard } from './routes/dashboard-prefetch';
import { RouteErrorScreen } from './routes/RouteErrorScreen';
import { AppRedirect, MarketingRedirect, ReferralRedirect } from './routes/redirects';

/*
 * Each screen's code loads with the messages of the features it draws beyond those of the
 * first chunk (lib/i18n/catalogues: the shared ones and the dashboard's), in the parent's
 * language; the route waits for both.
 */
const auth = () => withMessages(['auth'], () => import('../features/auth'));
const dev = () => withMessages(['dev'], () => import('../features/dev'));
const legal = (page: 'TermsRoute' | 'PrivacyRoute' | 'DisclaimerRoute' | 'FaqsRoute') => () =>
  withMessages(['legal'], () => import('../features/legal')).then((m) => ({ Component: m[page] }));

/** Every route of docs/product/screens-and-routes.md. Screens load on demand so the first page stays light. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    HydrateFallback: AppLoadingScreen,
    children: [
      // Public.
      { path: '/', Component: MarketingRedirect },
      { path: '/refer/:code', Component: ReferralRedirect },
      { path: '/app', Component: AppRedirect },
      { path: '/app/*', Component: AppRedirect },
      { path: '/legal/terms', lazy: legal('TermsRoute') },
      { path: '/legal/privacy', lazy: legal('PrivacyRoute') },
      { path: '/legal/disclaimer', lazy: legal('DisclaimerRoute') },
      { path: '/legal/faqs', lazy: legal('FaqsRoute') },
      // A record a parent shared with the doctor (the contract's SHARED_PAGE_PREFIX): no session,
      // never a sign-in. The prefix is written out: importing it would add a chunk to every load.
      {
        path: '/shared/:token',
        lazy: () =>
          withMessages(
            ['share-links', 'growth'],
            () => import('../features/share-links/components/SharedRecordPage'),
          ).then((m) => ({ Component: m.SharedRecordPage })),
      },

      // An invitation to follow a child (the contract's INVITE_PAGE_PREFIX): signed in, but
      // onboarding need not be finished (the invited person may own no child).
      {
        path: '/invite/:token',
        loader: requireSessionForInvite,
        lazy: () =>
          withMessages(['family'], () => import('./routes/InviteRoute')).then((m) => ({
            Component: m.InviteRoute,
          })),
      },

      // Signing in.
      { path: '/onboarding', lazy: () => auth().then((m) => ({ Component: m.OnboardingPage })) },
      { path: '/login', lazy: () => auth().then((m) => ({ Component: m.LoginPage })) },
      { path: '/token', lazy: () => auth().then((m) => ({ Component: m.TokenPage })) },
      { path: '/verify', lazy: () => auth().then((m) => ({ Component: m.LinkVerifyPage })) },
      {
        path: '/register-webinar',
        lazy: () => auth().then((m) => ({ Component: m.LinkVerifyPage })),
      },

      // Signed in, onboarding not finished: a step already done goes on to the next one.
      {
        path: '/onboarding/profile',
        loader: requireOnboardingStep('profile'),
        lazy: () =>
          withMessages(['auth'], () => import('./routes/OnboardingProfileRoute')).then((m) => ({
            Component: m.OnboardingProfileRoute,
          })),
      },
      {
        path: '/onboarding/contact',
        loader: requireOnboardingStep('contact'),
        lazy: () => auth().then((m) => ({ Component: m.ContactPage })),
      },

      // The app proper.
      {
        loader: requireOnboarded,
        children: [
          {
            path: '/tools',
            lazy: () =>
              withMessages(['tools'], () => import('../features/tools/components/ToolsPage')).then(
                (m) => ({
                  Component: m.ToolsPage,
                }),
              ),
          },
          {
            path: '/dashboard',
            loader: prefetchDashboard,
            // Only the first arrival needs the head start; switching tabs must not ask again.
            shouldRevalidate: () => false,
            lazy: () =>
              import('./routes/DashboardRoute').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: '/userprofile',
            lazy: () =>
              withMessages(
                ['account', 'auth', 'family', 'reminders'],
                () => import('./routes/UserProfileRoute'),
              ).then((m) => ({ Component: m.UserProfileRoute })),
          },
          {
            path: '/userprofile/updatecontact',
            lazy: () => auth().then((m) => ({ Component: m.UpdateContactPage })),
          },
          {
            path: '/story',
            loader: prefetchStories,
            // Only the arrival needs the head start (dashboard's reason, above).
            shouldRevalidate: () => false,
            lazy: () =>
              withMessages(['stories'], () => import('./routes/StoriesRoute')).then((m) => ({
                Component: m.StoriesRoute,
              })),
          },
          {
            path: '/story/:storyCode',
            lazy: () =>
              withMessages(['stories'], () => import('./routes/StoryViewerRoute')).then((m) => ({
                Component: m.StoryViewerRoute,
              })),
          },
          {
            path: '/userprofile/addchild',
            lazy: () =>
              import('./routes/AddChildRoute').then((m) => ({ Component: m.AddChildRoute })),
          },
          {
            path: '/userprofile/deletedata',
            lazy: () =>
              withMessages(['account'], () => import('./routes/DeleteDataRoute')).then((m) => ({
                Component: m.DeleteDataRoute,
              })),
          },
        ],
      },

      // Development stand-ins for WhatsApp and Google (the API answers 404 in production).
      { path: '/dev/google', lazy: () => dev().then((m) => ({ Component: m.DevGooglePage })) },
      { path: '/dev/whatsapp', lazy: () => dev().then((m) => ({ Component: m.DevWhatsAppPage })) },
      { path: '/dev/outbox', lazy: () => dev().then((m) => ({ Component: m.DevOutboxPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
