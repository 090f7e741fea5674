import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { toast as sonnerToast } from 'sonner';
import { TOASTS_ATTRIBUTE } from './escape-layer';
import './toast.css';

/*
 * Toasts load after the first screen: sonner is a tenth of the first load's JavaScript and no
 * parent needs a toast before they have done something. None is lost if one is asked for
 * sooner: sonner hands the toasts still showing to a Toaster that mounts later.
 */
const loadSonner = () => import('sonner');

function show(present: (toast: typeof sonnerToast) => void) {
  void loadSonner().then(({ toast }) => present(toast));
}

/** The three toast looks of docs/product/errors.md with durations inside the spec's 2–3 s. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message, { duration: 2000 })),
  error: (message: string, description?: string) =>
    show((toast) => toast.error(message, { duration: 3000, description })),
  info: (message: string) => show((toast) => toast(message, { duration: 2500 })),
};

const SonnerToaster = lazy(async () => {
  const { Toaster: Sonner } = await loadSonner();
  function TikaToaster() {
    const { t } = useLingui();
    return (
      <Sonner
        containerAriaLabel={t`Notifications`}
        position="top-center"
        visibleToasts={3}
        toastOptions={{
          unstyled: true,
          classNames: {
            toast: 'tika-toast',
            success: 'tika-toast--success',
            error: 'tika-toast--error',
            default: 'tika-toast--neutral',
            description: 'tika-toast__description',
            title: 'tika-toast__title',
          },
        }}
      />
    );
  }
  return { default: TikaToaster };
});

export function Toaster() {
  return (
    <div {...{ [TOASTS_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </div>
  );
}
