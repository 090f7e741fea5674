import { queryOptions } from '@tanstack/react-query';
import type { ReminderSettingsWire } from '@tika/contract';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/api/user/reminders/';

export const reminderSettingsQuery = queryOptions({
  queryKey: ['reminder-settings'],
  queryFn: ({ signal }) => apiRequest<ReminderSettingsWire>(PATH, { signal }),
});

/** On or off; the language is the parent's one setting (the profile's Language card). */
export const saveReminderSettings = (values: { enabled: boolean }) =>
  apiRequest<ReminderSettingsWire>(PATH, { method: 'PUT', body: values });
