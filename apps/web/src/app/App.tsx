import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { listenForSessionEnd } from './session-end';

const router = createRouter();
const stopListening = listenForSessionEnd(router);
// A module replaced while developing must not leave its listener behind (two toasts).
import.meta.hot?.dispose(stopListening);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
