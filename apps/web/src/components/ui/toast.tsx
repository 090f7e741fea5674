import { Toaster as SonnerToaster, toast } from 'sonner';
import './toast.css';

/** The three toast looks of SPEC.md §8 with durations inside the spec's 2–3 s. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 2000 }),
  error: (message: string, description?: string) => toast.error(message, { duration: 3000, description }),
  info: (message: string) => toast(message, { duration: 2500 }),
};

export function Toaster() {
  return (
    <SonnerToaster
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
