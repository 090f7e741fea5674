import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addVaccineBodySchema,
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  childIdQuerySchema,
  dashboardResponseSchema,
  vaccineEntryResponseSchema,
  vaccineStatusFieldsSchema,
} from '@tika/contract';
import { AppError } from '../../errors';
import { acceptedLanguage, requestLanguage } from '../../i18n/request-language';
import { routeSerializer, sendJson } from '../../lib/kept-answers';
import { currentAuth } from '../../plugins/auth';
import { errorResponses, moduleRouteSchemas, multipartForm } from '../../plugins/route-schema';
import { UPLOAD_REFUSALS, withUploadedForm } from '../../adapters/storage/multipart';
import { checkUpload } from '../../adapters/storage/uploads';
import { addCustomVaccine } from './add-custom-vaccine';
import { getDashboard, keptDashboards } from './get-dashboard';
import { setVaccineStatus } from './set-vaccine-status';
import { answerAwaitingDoses } from './answer-awaiting-doses';

const routeSchema = moduleRouteSchemas({
  tag: 'vaccines',
  session: true,
  errors: [400, 401, 404, 413, 415],
});

export const vaccineRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // This server's recent dashboard answers (docs/decisions/0024): one set per app.
  const dashboardAnswers = keptDashboards();
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/vaccinetracker/dashboard/',
    {
      schema: routeSchema({
        summary: "A child's vaccination lists: missed, completed, overdue, upcoming",
        querystring: childIdQuerySchema,
        response: { 200: dashboardResponseSchema },
      }),
    },
    async (request, reply) => {
      const body = await getDashboard(
        deps,
        dashboardAnswers,
        {
          userId: currentAuth(request).userId,
          childId: request.query.child_id,
          asked: acceptedLanguage(request.headers['accept-language']),
        },
        routeSerializer(reply),
      );
      return sendJson(reply, body);
    },
  );

  app.post(
    '/api/vaccinetracker/dashboard/',
    {
      schema: routeSchema({
        summary:
          'Mark a vaccine given (date, brand, note, optional prescription file), not needed, not given, or pending again',
        description:
          'multipart/form-data: vaccine_id, status (complete|pending|not_needed|not_given), vaccinated_on (YYYY-MM-DD or empty), comment, brand, batch, place, confirm_early (true once the parent confirms a date on which the dose would not count), not_needed_reason, not_needed_note, prescription (png, jpeg or pdf; pdf ≤ 5 MB). ' +
          UPLOAD_REFUSALS,
        ...multipartForm(vaccineStatusFieldsSchema, {
          name: 'prescription',
          description: 'Optional, when marking complete: png, jpeg or pdf (pdf ≤ 5 MB)',
          required: false,
        }),
        response: { 200: vaccineEntryResponseSchema, ...errorResponses(429) },
      }),
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      return withUploadedForm(
        request,
        { parentId: userId, fileField: 'prescription' },
        async (form) => {
          const parsed = vaccineStatusFieldsSchema.safeParse(form.fields);
          if (!parsed.success) throw AppError.invalidInput(parsed.error.issues[0]);
          return setVaccineStatus(deps, userId, await requestLanguage(request), {
            entryId: parsed.data.vaccine_id,
            status: parsed.data.status,
            vaccinatedOn: parsed.data.vaccinated_on,
            comment: parsed.data.comment,
            file: form.file ? await checkUpload(form.file, 'prescription') : null,
            confirmEarly: parsed.data.confirm_early,
            brand: parsed.data.brand,
            batch: parsed.data.batch,
            place: parsed.data.place,
            notNeededReason: parsed.data.not_needed_reason,
            notNeededNote: parsed.data.not_needed_note,
          });
        },
      );
    },
  );

  app.post(
    '/api/vaccinetracker/dashboard/bulk/',
    {
      schema: routeSchema({
        summary:
          'One answer for several doses awaiting a status update: given (on time, on a date, in a month) or not given',
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResponseSchema },
      }),
    },
    async (request) => answerAwaitingDoses(deps, currentAuth(request).userId, request.body),
  );

  app.post(
    '/api/vaccinetracker/dashboard/addvaccine/',
    {
      schema: routeSchema({
        summary: 'Add a vaccine of your own to a child',
        body: addVaccineBodySchema,
        response: { 201: vaccineEntryResponseSchema },
      }),
    },
    async (request, reply) => {
      const { child_id, vaccine_name, description, recommended_date } = request.body;
      const result = await addCustomVaccine(
        deps,
        currentAuth(request).userId,
        await requestLanguage(request),
        {
          childId: child_id,
          name: vaccine_name,
          description,
          date: recommended_date,
        },
      );
      return reply.status(201).send(result);
    },
  );
};
