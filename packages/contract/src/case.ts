/**
 * The wire is snake_case (docs/api.md); the web client camelCases responses. Type-level and
 * runtime versions live together so the client's types always match what it receives.
 */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type Camelized<T> =
  T extends Array<infer U>
    ? Camelized<U>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
        : T;

export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function camelizeKeys<T>(value: T): Camelized<T> {
  if (Array.isArray(value)) return value.map((v) => camelizeKeys(v)) as Camelized<T>;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[camelCaseKey(k)] = camelizeKeys(v);
    return out as Camelized<T>;
  }
  return value as Camelized<T>;
}
