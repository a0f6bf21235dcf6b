import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { translate, type Locale } from '@timber/i18n';
import { z } from 'zod';
import { requestContext } from './request-context';

/** Thrown by the validation pipe; the envelope filter answers it with code 400001. */
export class ValidationFailed extends Error {
  constructor(readonly details: string) {
    super(details);
    this.name = 'ValidationFailed';
  }
}

/** One zod issue as a sentence in the caller's language. */
export function describeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const field = issue.path.join('.') || 'body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? translate(locale, 'server.validation.required', { field })
        : translate(locale, 'server.validation.invalid', { field });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? translate(locale, 'server.validation.required', { field })
          : translate(locale, 'server.validation.tooShort', { field, min: Number(issue.minimum) });
      }
      return translate(locale, 'server.validation.tooSmall', { field, min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(locale, 'server.validation.tooLong', { field, max: Number(issue.maximum) })
        : translate(locale, 'server.validation.tooBig', { field, max: Number(issue.maximum) });
    case 'unrecognized_keys':
      return issue.keys
        .map((key) =>
          translate(locale, 'server.validation.unknownField', { field: [...issue.path, key].join('.') }),
        )
        .join('; ');
    case 'custom': {
      // a refinement may name its own message: params { messageId, ...values }
      const custom = (issue.params ?? {}) as Record<string, unknown>;
      if (typeof custom.messageId === 'string') {
        const values = Object.fromEntries(
          Object.entries(custom).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        );
        return translate(locale, custom.messageId, { ...values, field });
      }
      return translate(locale, 'server.validation.invalid', { field });
    }
    default:
      return translate(locale, 'server.validation.invalid', { field });
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, locale: Locale): z.infer<S> {
  // reportInput: an issue keeps the value it rejected, which tells 'missing' from 'wrong type'.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    throw new ValidationFailed(parsed.error.issues.map((issue) => describeIssue(issue, locale)).join('; '));
  }
  return parsed.data;
}

/** `@Body(new ZodPipe(schema))`: the body parsed by the schema, unknown fields refused. */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, _metadata: ArgumentMetadata): z.infer<S> {
    return parseOrThrow(this.schema, value ?? {}, requestContext().locale);
  }
}
