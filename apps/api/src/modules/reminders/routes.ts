import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderSettingsSchema, updateReminderSettingsBodySchema } from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { readReminderSettings, updateReminderSettings } from './settings';

const PATH = '/api/user/reminders/';
const routeSchema = moduleRouteSchemas({ tag: 'reminders', session: true, errors: [400, 401] });

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    PATH,
    {
      schema: routeSchema({
        summary: 'WhatsApp reminder settings',
        response: { 200: reminderSettingsSchema },
      }),
    },
    async (request) => readReminderSettings(deps, currentAuth(request).userId),
  );

  app.put(
    PATH,
    {
      schema: routeSchema({
        summary: "Switch reminders on or off (and, optionally, set the parent's language)",
        body: updateReminderSettingsBodySchema,
        response: { 200: reminderSettingsSchema },
      }),
    },
    async (request) => updateReminderSettings(deps, currentAuth(request).userId, request.body),
  );
};
