import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localize } from '../i18n/localize';
import { requestLanguage } from '../i18n/request-language';

/**
 * Every answer's `message` (a success toast's words or an error's) in the language the request
 * asks for (docs/api.md "Language"): use cases keep saying English, the words change here,
 * once. A server fault (5xx) is said from the header alone: the database may be why it failed.
 */
export const answerLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!hasMessage(payload)) return payload;
    const language =
      reply.statusCode >= 500
        ? await requestLanguage(request, { parentSetting: false })
        : await requestLanguage(request);
    return language === 'en'
      ? payload
      : { ...payload, message: localize(payload.message, language) };
  });
});

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string';
