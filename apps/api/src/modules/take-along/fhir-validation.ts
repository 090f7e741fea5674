import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { Fhir } from 'fhir';

/**
 * Two independent R4 checks for tests: the official FHIR R4 JSON schema (element names,
 * types, required elements, value sets bound as required, no unknown elements), and
 * FHIR.js's validator (cardinalities and coded values from the R4 StructureDefinitions).
 */
let schema: JSONSchemaValidator | null = null;
const fhir = new Fhir();

export function fhirR4Problems(resource: object): string[] {
  schema ??= new JSONSchemaValidator();
  const problems = schema
    .validate(resource)
    .map((e) =>
      typeof e === 'string'
        ? e
        : `schema: ${e.dataPath ?? e.instancePath ?? ''} ${e.message ?? ''}`,
    );
  const result = fhir.validate(resource, { errorOnUnexpected: true });
  for (const m of result.messages) {
    if (m.severity === 'error' || m.severity === 'fatal')
      problems.push(`FHIR.js: ${m.location} ${m.message}`);
  }
  return problems;
}
