import { queryOptions } from '@tanstack/react-query';
import type {
  Camelized,
  GrowthCurvesResponse,
  GrowthListResponse,
  GrowthRecord,
  MeasuringPosition,
} from '@tika/contract';
import { api, apiRequest } from '../../../lib/api-client';

const PATH = '/api/vaccinetracker/dashboard/childgrowthreport/';

export type GrowthIndicator = GrowthCurvesResponse['indicator'];
export type GrowthList = Camelized<GrowthListResponse>;
export type GrowthEntry = Camelized<GrowthRecord>;
export type GrowthCurves = Camelized<GrowthCurvesResponse>;
export type CurvePoint = GrowthCurves['points'][number];

/** Everything growth-related for one child lives under this key. */
export const growthKey = (childId: string) => ['growth', childId] as const;
export const growthRecordsKey = (childId: string) => [...growthKey(childId), 'records'] as const;
export const growthCurvesKey = (childId: string, indicator: GrowthIndicator) =>
  [...growthKey(childId), 'curves', indicator] as const;

/** GET the child's records (oldest first on the wire) with WHO percentiles. */
export const growthRecordsQuery = (childId: string) =>
  queryOptions({
    queryKey: growthRecordsKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<GrowthListResponse>(PATH, { query: { child_id: childId }, signal }),
  });

/**
 * GET the WHO 3rd–97th percentile curves for the child's sex (weight to 120 months, height to
 * 228); they never change.
 */
export const growthCurvesQuery = (childId: string, indicator: GrowthIndicator) =>
  queryOptions({
    queryKey: growthCurvesKey(childId, indicator),
    queryFn: ({ signal }) =>
      apiRequest<GrowthCurvesResponse>(`${PATH}curves/`, {
        query: { child_id: childId, indicator },
        signal,
      }),
    staleTime: Infinity,
  });

export interface AddGrowthInput {
  childId: string;
  /** YYYY-MM-DD. */
  recordDate: string;
  /** Centimetres and kilograms; undefined when not measured. */
  height?: number;
  weight?: number;
  /** How the height was taken; sent only with a height. */
  measured?: MeasuringPosition;
}

/** The JSON body of POST …/childgrowthreport/ (docs/api.md); a measure not taken is left out. */
export function addGrowthBody(input: AddGrowthInput) {
  return {
    child_id: input.childId,
    ...(input.height !== undefined && { height: input.height }),
    ...(input.height !== undefined && input.measured !== undefined && { measured: input.measured }),
    ...(input.weight !== undefined && { weight: input.weight }),
    record_date: input.recordDate,
  };
}

export function addGrowthRecord(input: AddGrowthInput) {
  return api.post<{ message: string; record: GrowthRecord }>(PATH, addGrowthBody(input));
}

export function deleteGrowthRecord(childId: string, recordId: string) {
  return api.delete<{ message: string }>(PATH, {
    query: { child_id: childId, record_id: recordId },
  });
}
