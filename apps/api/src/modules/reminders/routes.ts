import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  reminderSettingsSchema,
  updateReminderSettingsBodySchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { readReminderSettings, updateReminderSettings } from './settings';

const PATH = '/api/user/reminders/';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);
  const security = [{ bearer: [] }];

  app.get(
    PATH,
    {
      schema: {
        tags: ['reminders'],
        summary: 'WhatsApp reminder settings',
        security,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => readReminderSettings(deps, currentAuth(request).userId),
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ['reminders'],
        summary: 'Switch reminders on or off, choose English or Hindi',
        security,
        body: updateReminderSettingsBodySchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => updateReminderSettings(deps, currentAuth(request).userId, request.body),
  );
};
