import { queryOptions } from '@tanstack/react-query';
import type { Camelized, ReminderLanguage, ReminderSettingsWire } from '@tika/contract';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/api/user/reminders/';
export type ReminderSettings = Camelized<ReminderSettingsWire>;

export const reminderSettingsQuery = queryOptions({
  queryKey: ['reminder-settings'],
  queryFn: ({ signal }) => apiRequest<ReminderSettingsWire>(PATH, { signal }),
});

export const saveReminderSettings = (values: { enabled: boolean; language: ReminderLanguage }) =>
  apiRequest<ReminderSettingsWire>(PATH, { method: 'PUT', body: values });
