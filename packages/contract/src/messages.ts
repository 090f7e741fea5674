import type { core } from 'zod';

/** "contact_number" → "Contact number"; the label a parent would read. */
export function fieldLabel(path: ReadonlyArray<PropertyKey> | undefined): string {
  const last = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!last) return 'Value';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * zod's default messages name types, not fields ("expected string, received undefined").
 * This is the message a parent can act on instead, for every schema without its own;
 * undefined leaves zod's. zod-config.ts installs it.
 */
export function friendlyZodMessage(iss: core.$ZodRawIssue): string | undefined {
  const field = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined || iss.input === null
        ? `${field} is required`
        : `${field} is not valid`;
    case 'too_small':
      if (iss.origin === 'string')
        return iss.minimum === 1
          ? `${field} is required`
          : `${field} must be at least ${iss.minimum} characters`;
      return `${field} must be ${iss.inclusive ? 'at least' : 'more than'} ${iss.minimum}`;
    case 'too_big':
      if (iss.origin === 'string') return `${field} must be at most ${iss.maximum} characters`;
      return `${field} must be ${iss.inclusive ? 'at most' : 'less than'} ${iss.maximum}`;
    case 'invalid_value':
      return `${field} must be one of: ${iss.values.map(String).join(', ')}`;
    case 'invalid_format':
    case 'invalid_union':
      return `${field} is not valid`;
    case 'unrecognized_keys':
      return `Unknown field: ${iss.keys.join(', ')}`;
    default:
      return undefined;
  }
}
