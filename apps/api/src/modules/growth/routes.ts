import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGrowthBodySchema,
  childIdQuerySchema,
  deleteGrowthQuerySchema,
  errorResponseSchema,
  growthCurvesQuerySchema,
  growthCurvesResponseSchema,
  growthListResponseSchema,
  growthRecordSchema,
  messageResponseSchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { addGrowth } from './add-growth';
import { deleteGrowth } from './delete-growth';
import { growthCurves } from './growth-curves';
import { listGrowth } from './list-growth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const PATH = '/api/vaccinetracker/dashboard/childgrowthreport/';

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);
  const security = [{ bearer: [] }];

  app.get(
    PATH,
    {
      schema: {
        tags: ['growth'],
        summary: "A child's growth records with WHO z-scores and percentiles",
        security,
        querystring: childIdQuerySchema,
        response: { 200: growthListResponseSchema, ...errors },
      },
    },
    async (request) => listGrowth(deps, currentAuth(request).userId, request.query.child_id),
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['growth'],
        summary: 'Add a height and/or weight',
        security,
        body: addGrowthBodySchema,
        response: { 201: z.object({ message: z.string(), record: growthRecordSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { child_id, height, weight, measured, record_date } = request.body;
      return reply.status(201).send(
        await addGrowth(deps, currentAuth(request).userId, {
          childId: child_id,
          height,
          weight,
          measured,
          recordDate: record_date,
        }),
      );
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: ['growth'],
        summary: 'Delete a growth record',
        security,
        querystring: deleteGrowthQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      deleteGrowth(
        deps,
        currentAuth(request).userId,
        request.query.child_id,
        request.query.record_id,
      ),
  );

  app.get(
    `${PATH}curves/`,
    {
      schema: {
        tags: ['growth'],
        summary: 'WHO percentile curves (3rd–97th) for the chart',
        security,
        querystring: growthCurvesQuerySchema,
        response: { 200: growthCurvesResponseSchema, ...errors },
      },
    },
    async (request) =>
      growthCurves(
        deps,
        currentAuth(request).userId,
        request.query.child_id,
        request.query.indicator,
      ),
  );
};
