import type { Language, MeResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';

type Saved = Awaited<ReturnType<typeof api.get<MeResponse>>>;

/** The parent's one language setting: the app's, WhatsApp messages', the PDF card's. */
export function saveLanguage(language: Language) {
  return api.put<{ message: string; user: Saved['user'] }>('/api/user/language/', { language });
}
