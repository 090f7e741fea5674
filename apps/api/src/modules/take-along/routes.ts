import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FHIR_JSON_CONTENT_TYPE,
  TAKE_ALONG_PATHS,
  takeAlongChildQuerySchema,
  vaccinationCardQuerySchema,
} from '@tika/contract';
import { requestLanguage } from '../../i18n/request-language';
import { currentAuth } from '../../plugins/auth';
import { fileResponse, moduleRouteSchemas } from '../../plugins/route-schema';
import { buildDataExport } from './build-data-export';
import { buildFhirBundle } from './build-fhir-bundle';
import { buildVaccinationCard } from './build-vaccination-card';

const routeSchema = moduleRouteSchemas({
  tag: 'take-along',
  session: true,
  errors: [400, 401, 404, 429],
});
/** File names are ASCII by construction (contract/take-along.ts), so one quoted form suffices. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** Records a parent takes along: vaccination card PDF, FHIR R4 bundle, full data export (docs/decisions/0010-take-along-records.md). */
export const takeAlongRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    TAKE_ALONG_PATHS.vaccinationCard,
    {
      schema: routeSchema({
        summary: "A child's vaccination card as an A4 PDF",
        description:
          "application/pdf attachment: child details, vaccines given and due by age group, latest growth with WHO percentiles; in the request's language (Accept-Language, else the parent's setting). With share_link (the token of a live doctor's record link of this child, else 404), the card carries that link as a QR code.",
        querystring: vaccinationCardQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The vaccination card (A4 PDF)') },
      }),
    },
    async (request, reply) => {
      const { fileName, pdf } = await buildVaccinationCard(
        deps,
        currentAuth(request).userId,
        request.query.child_id,
        await requestLanguage(request),
        request.query.share_link,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    TAKE_ALONG_PATHS.fhirBundle,
    {
      schema: routeSchema({
        summary: "A child's health record as a FHIR R4 Bundle",
        description:
          'application/fhir+json collection Bundle: Patient, Immunization (given), MedicationAdministration (Vitamin A), vital-sign Observations (weight, height), ImmunizationRecommendation (still to give).',
        querystring: takeAlongChildQuerySchema,
        response: { 200: fileResponse(FHIR_JSON_CONTENT_TYPE, 'A FHIR R4 Bundle') },
      }),
    },
    async (request, reply) => {
      const { fileName, bundle } = await buildFhirBundle(
        deps,
        currentAuth(request).userId,
        request.query.child_id,
      );
      return reply
        .type(`${FHIR_JSON_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(bundle, null, 2));
    },
  );

  app.get(
    TAKE_ALONG_PATHS.dataExport,
    {
      schema: routeSchema({
        summary: 'Everything Tika keeps about the signed-in parent, as a zip',
        description:
          'application/zip attachment: data.json (profile, children, vaccines, growth, medical records, story plans, payments, reminders), README.txt and files/ with every uploaded file.',
        response: { 200: fileResponse('application/zip', 'The data export (zip)') },
      }),
      // Reads every stored file: a few a day is plenty. Keyed by parent, after the session check.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => request.auth?.userId ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream, done } = await buildDataExport(deps, currentAuth(request).userId);
      done.catch((err: Error) => request.log.warn({ err }, 'data export stopped'));
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
