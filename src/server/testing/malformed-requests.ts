import { type JsonSchema, leavesOf, sampleOf, withLeaf } from './json-schema-sample';

/**
 * The malformed-input sweep (issue 21 §6): for one operation, its plausible request and every
 * variant of it with one part spoiled — a path segment, a query value, one field of the body,
 * the whole body, the `If-Match` header. The test sends them all and expects no 5xx.
 */
export type PlannedRequest = {
  label: string;
  method: string;
  url: string;
  /** JSON text, sent as application/json. */
  payload?: string;
  headers?: Record<string, string>;
  /** Send the resource's current ETag as If-Match (read by a GET of the same URL first). */
  freshIfMatch?: boolean;
};

/** What JavaScript and JSON can carry but PostgreSQL cannot store, and other bad values. */
export const MALFORMED_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(10_000),
  '',
  null,
  {},
  [],
  -1,
  2 ** 31,
  1e308,
];

/** Path segments as a client writes them in the URL (percent-encoded). */
export const MALFORMED_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '..',
  '2147483648',
  'x'.repeat(600),
];

/** Query values, percent-encoded. */
export const MALFORMED_QUERY_VALUES: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '',
  ',',
  '-1',
  '2147483648',
  'x'.repeat(2000),
];

/** Whole bodies, as JSON text. */
export const MALFORMED_BODIES: readonly string[] = [
  'null',
  '[]',
  '0',
  '"\\u0000"',
  '{}',
  '{"\\u0000":"x"}',
  '{"__proto__":{"isAdmin":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

export type Operation = {
  method: string;
  /** OpenAPI path template: `/api/v1/menus/{id}/items/{itemId}/sold-out`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  hasIfMatch: boolean;
  body: JsonSchema | undefined;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of the OpenAPI document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const named = (place: string) => parameters.filter((parameter) => parameter.in === place);
      return {
        method: method.toUpperCase(),
        path,
        pathParams: named('path').map((parameter) => parameter.name),
        query: Object.fromEntries(
          named('query').map((parameter) => [parameter.name, parameter.schema ?? {}]),
        ),
        hasIfMatch: named('header').some((parameter) => parameter.name === 'if-match'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

export type PlanOptions = {
  /** A real value for each path parameter (so the other parts reach the service). */
  pathValue: (path: string, name: string) => string;
  /** A real value for a query parameter, when the schema's sample would not do. */
  queryValue?: (name: string) => string | undefined;
  /** A real body to start from (e.g. what the matching GET answered). */
  seed?: unknown;
  /** false: never send the unspoiled request (it would delete the fixture). */
  sendValid?: boolean;
};

export function planRequests(operation: Operation, options: PlanOptions): PlannedRequest[] {
  const { method, path } = operation;
  const realParams = Object.fromEntries(
    operation.pathParams.map((name) => [name, encodeURIComponent(options.pathValue(path, name))]),
  );
  const realQuery = Object.fromEntries(
    Object.entries(operation.query).map(([name, schema]) => [
      name,
      encodeURIComponent(options.queryValue?.(name) ?? String(sampleOf(schema) ?? '')),
    ]),
  );
  const body = operation.body ? (options.seed ?? sampleOf(operation.body)) : undefined;
  const payloadOf = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const make = (
    label: string,
    parts: { params?: Record<string, string>; query?: string; payload?: string } = {},
  ): PlannedRequest => {
    let url = path;
    for (const [name, value] of Object.entries(parts.params ?? realParams)) {
      url = url.replace(`{${name}}`, value);
    }
    const query = parts.query ?? queryString(realQuery);
    return {
      label: `${method} ${path} ${label}`,
      method,
      url: query ? `${url}?${query}` : url,
      payload: 'payload' in parts ? parts.payload : payloadOf(body),
      freshIfMatch: operation.hasIfMatch,
    };
  };

  const planned: PlannedRequest[] = [];
  if (options.sendValid !== false) planned.push(make('as is'));
  for (const name of operation.pathParams) {
    for (const segment of MALFORMED_SEGMENTS) {
      planned.push(
        make(`{${name}}=${segment.slice(0, 20)}`, {
          params: { ...realParams, [name]: segment },
        }),
      );
    }
  }
  for (const name of Object.keys(operation.query)) {
    for (const value of MALFORMED_QUERY_VALUES) {
      const query = queryString({ ...realQuery, [name]: value });
      planned.push(make(`?${name}=${value.slice(0, 20)}`, { query }));
    }
    planned.push(
      make(`?${name} twice`, {
        query: `${queryString(realQuery)}&${name}=a&${name}=b`,
      }),
    );
  }
  if (body !== undefined) {
    for (const leaf of leavesOf(body)) {
      for (const value of MALFORMED_VALUES) {
        const spoiled = withLeaf(body, leaf.path, value);
        planned.push(
          make(`body.${leaf.path.join('.')}=${shortText(value)}`, {
            payload: JSON.stringify(spoiled),
          }),
        );
      }
    }
  }
  if (operation.body || method !== 'GET') {
    for (const text of MALFORMED_BODIES) {
      planned.push(make(`body ${text.slice(0, 24)}`, { payload: text }));
    }
  }
  if (operation.hasIfMatch) {
    for (const value of [
      '"abc"',
      '"-1"',
      '"0"',
      '"2147483648"',
      '"99999999999999999999"',
      '"1e308"',
    ]) {
      planned.push({
        ...make(`If-Match ${value}`),
        freshIfMatch: false,
        headers: { 'if-match': value },
      });
    }
  }
  return planned;
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

function shortText(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}
