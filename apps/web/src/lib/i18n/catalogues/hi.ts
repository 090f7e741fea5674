import { firstLoad } from '../merge-catalogues';

/**
 * The hi messages every first screen needs, in one chunk (lib/i18n/i18n.ts loads it): the
 * shared catalogue and the Home tab's features (its schedule and the cards below it). The others load with their routes.
 */
export const { messages, features } = firstLoad(
  import.meta.glob(
    [
      '../../../locales/hi.po',
      '../../../features/{vaccines,children,calendar,take-along}/locales/hi.po',
    ],
    { eager: true },
  ),
);
