import { type ApiRoute, isListQuerySchema, isQuerySchema, permissionKeys } from '@timber/contracts';
import { type z } from 'zod';
import { TOKEN_COOKIE } from '../shared/token-cookie';

/** Whether the catalogue marks the route's path as its own choice, spec §7 showing none. */
export const isChosenPath = (route: ApiRoute): boolean => /^\(chosen\b/.test(route.summary);

const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** Whether the answer's data is a page of a list: data.records and data.total. */
const answersPage = (route: ApiRoute): boolean => {
  const fields = fieldsOf(route.data);
  return fields.includes('records') && fields.includes('total');
};

const code = (text: string): string => `\`${text}\``;

function access(route: ApiRoute): string {
  if (route.public) {
    return 'public: no login';
  }
  const who = route.app
    ? "the mobile app: an app token (an app user's, or a system user's allowed in the app) as a bearer token; the tenant is the token's, and no operation-log entry is written"
    : route.permission
      ? `a logged-in back-office user holding the permission ${permissionKeys(route.permission).map(code).join(' or ')} (spec §6)`
      : 'any logged-in back-office user (no permission key)';
  return route.ranged
    ? `${who}; the token may come from the ${code(TOKEN_COOKIE)} cookie instead, since a ${code('<video>')} element cannot send the Authorization header`
    : who;
}

function request(route: ApiRoute): string {
  if (route.upload) {
    return `a multipart form whose file is the field ${code(route.upload)} (at most 10 MB, spec §9), streamed through to the service`;
  }
  if (route.raw) {
    const headers = route.raw.headers.map(code).join(', ');
    return `the provider's bytes as it sent them, whatever their media type (at most 64 KB)${headers ? `, with the headers ${headers}` : ''}; the service checks them itself (the provider's signature)`;
  }
  if (isListQuerySchema(route.body)) {
    return 'a JSON list query: `page` with `pageSize`, or with `limit` (spec §7), and the list’s filters; fields it does not know are ignored';
  }
  if (isQuerySchema(route.body)) {
    return 'a JSON query; fields it does not know are ignored';
  }
  if (route.body) {
    return 'a JSON command; a field it does not know is refused (400001)';
  }
  return route.ranged ? 'no body; the `Range` header asks for a part' : 'no body';
}

function answer(route: ApiRoute): string {
  if (route.stream) {
    return 'server-sent events (`text/event-stream`) as they come, with no upstream timeout, until the client goes';
  }
  if (route.raw) {
    return "the service's answer as the provider expects it (status, media type, bytes), not the envelope";
  }
  if (route.download) {
    const part = route.ranged ? '; with a `Range` header, the part asked for (206, `Content-Range`)' : '';
    return `the file (${route.downloadType ?? 'an xlsx workbook'}), streamed${part}; a refusal is the envelope`;
  }
  return answersPage(route)
    ? 'the envelope `{code: 0, msg, data}`; `data.records` is the page, `data.total` the count of every match'
    : 'the envelope `{code: 0, msg, data}`';
}

function path(route: ApiRoute): string {
  if (route.aliasOf) {
    return `an alias of spec §7's ${code(`/api${route.aliasOf}`)} (the path chosen before §7 named the call), kept for the clients that use it; the same handler answers both, new clients use the §7 path`;
  }
  return isChosenPath(route) ? 'chosen by the project (spec §7 shows none for this call)' : "spec §7's";
}

/**
 * The description of a route's operation: the catalogue's own text, if it has one, then what its
 * entry says of the call (who may call it, the request and the answer, the path's origin, the
 * service behind it), so that every operation has one and none can drift from its entry.
 */
export function operationDescription(route: ApiRoute): string {
  const facts = [
    `**Access:** ${access(route)}.`,
    `**Request:** ${request(route)}.`,
    `**Answer:** ${answer(route)}.`,
    `**Path:** ${path(route)}.`,
    `**Service:** ${route.upstream}${
      route.timeoutMs
        ? `, with ${route.timeoutMs / 1000} s to answer (longer than the default upstream timeout)`
        : ''
    }.`,
  ];
  return [...(route.description ? [route.description.trim()] : []), facts.join('\n\n')].join('\n\n');
}
