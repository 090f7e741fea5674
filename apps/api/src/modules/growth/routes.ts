import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGrowthBodySchema,
  childIdQuerySchema,
  deleteGrowthQuerySchema,
  growthCurvesQuerySchema,
  growthCurvesResponseSchema,
  growthListResponseSchema,
  growthRecordSchema,
  messageResponseSchema,
} from '@tika/contract';
import { routeSerializer, sendJson } from '../../lib/kept-answers';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { addGrowth } from './add-growth';
import { deleteGrowth } from './delete-growth';
import { growthCurves } from './growth-curves';
import { getGrowthTab, keptGrowthTabs } from './list-growth';

const routeSchema = moduleRouteSchemas({ tag: 'growth', session: true, errors: [400, 401, 404] });
const PATH = '/api/vaccinetracker/dashboard/childgrowthreport/';

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // This server's recent growth tab answers (docs/decisions/0024): one set per app.
  const keptTabs = keptGrowthTabs();
  app.addHook('onRequest', app.requireSession);

  app.get(
    PATH,
    {
      schema: routeSchema({
        summary: "A child's growth records with WHO z-scores and percentiles",
        querystring: childIdQuerySchema,
        response: { 200: growthListResponseSchema },
      }),
    },
    async (request, reply) => {
      const body = await getGrowthTab(
        deps,
        keptTabs,
        { userId: currentAuth(request).userId, childId: request.query.child_id },
        routeSerializer(reply),
      );
      return sendJson(reply, body);
    },
  );

  app.post(
    PATH,
    {
      schema: routeSchema({
        summary: 'Add a height and/or weight',
        body: addGrowthBodySchema,
        response: { 201: z.object({ message: z.string(), record: growthRecordSchema }) },
      }),
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
      schema: routeSchema({
        summary: 'Delete a growth record',
        querystring: deleteGrowthQuerySchema,
        response: { 200: messageResponseSchema },
      }),
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
      schema: routeSchema({
        summary: 'WHO percentile curves (3rd–97th) for the chart',
        querystring: growthCurvesQuerySchema,
        response: { 200: growthCurvesResponseSchema },
      }),
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
