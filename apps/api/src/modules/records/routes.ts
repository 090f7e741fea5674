import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childIdQuerySchema,
  deleteMedicalRecordQuerySchema,
  medicalRecordFieldsSchema,
  medicalRecordSchema,
  medicalRecordsResponseSchema,
  messageResponseSchema,
  RECORD_MESSAGES,
} from '@tika/contract';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { errorResponses, moduleRouteSchemas, multipartForm } from '../../plugins/route-schema';
import { UPLOAD_REFUSALS, withUploadedForm } from '../../adapters/storage/multipart';
import { checkUpload } from '../../adapters/storage/uploads';
import { addRecord } from './add-record';
import { deleteRecord } from './delete-record';
import { listRecords } from './list-records';

const PATH = '/api/vaccinetracker/dashboard/medicalrecords/';
const routeSchema = moduleRouteSchemas({
  tag: 'records',
  session: true,
  errors: [400, 401, 404, 413, 415],
});

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    PATH,
    {
      schema: routeSchema({
        summary: "A child's prescriptions and reports, newest first",
        querystring: childIdQuerySchema,
        response: { 200: medicalRecordsResponseSchema },
      }),
    },
    async (request) => listRecords(deps, currentAuth(request).userId, request.query.child_id),
  );

  app.post(
    PATH,
    {
      schema: routeSchema({
        summary: 'Upload a prescription or report',
        description:
          'multipart/form-data: child_id, purpose, note, record (png, jpeg or pdf; pdf ≤ 5 MB; decided by content). ' +
          UPLOAD_REFUSALS,
        ...multipartForm(medicalRecordFieldsSchema, {
          name: 'record',
          description: 'png, jpeg or pdf (pdf ≤ 5 MB), decided by content',
          required: true,
        }),
        response: {
          201: z.object({ message: z.string(), record: medicalRecordSchema }),
          ...errorResponses(429),
        },
      }),
    },
    async (request, reply) => {
      const userId = currentAuth(request).userId;
      const result = await withUploadedForm(
        request,
        { parentId: userId, fileField: 'record' },
        async (form) => {
          const fields = medicalRecordFieldsSchema.safeParse(form.fields);
          if (!fields.success) throw AppError.invalidInput(fields.error.issues[0]);
          if (!form.file)
            throw AppError.badRequest(RECORD_MESSAGES.fileRequired).forField('record');
          return addRecord(deps, userId, {
            childId: fields.data.child_id,
            purpose: fields.data.purpose,
            note: fields.data.note,
            file: await checkUpload(form.file, 'record'),
          });
        },
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    PATH,
    {
      schema: routeSchema({
        summary: 'Delete a record and its file',
        querystring: deleteMedicalRecordQuerySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) =>
      deleteRecord(
        deps,
        currentAuth(request).userId,
        request.query.child_id,
        request.query.record_id,
      ),
  );
};
