import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@tika/contract';
import { users } from '../db/schema';

/**
 * The language an answer's words are in: the request's own `Accept-Language` when it names
 * one Tika speaks (the web sends the app's language with every call), else the signed-in
 * parent's setting (not asked for with `parentSetting: false`), else English. docs/api.md
 * ("Language").
 */
export async function requestLanguage(
  request: FastifyRequest,
  { parentSetting = true }: { parentSetting?: boolean } = {},
): Promise<Language> {
  const asked = acceptedLanguage(request.headers['accept-language']);
  if (asked) return asked;
  const userId = request.auth?.userId;
  if (!userId || !parentSetting) return 'en';
  const [row] = await request.server.deps.database.db
    .select({ language: users.reminderLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return (row?.language as Language | undefined) ?? 'en';
}

/**
 * The first language of an `Accept-Language` header Tika speaks, by its q-values
 * ('hi-IN,hi;q=0.9,en;q=0.8' → 'hi'); undefined when it names none, or only with q=0.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked
    .map((r) => r.primary)
    .find((p): p is Language => (LANGUAGES as readonly string[]).includes(p ?? ''));
}
