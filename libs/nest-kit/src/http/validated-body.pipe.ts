import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { ValidationIssue } from '@deal/domain';
import { DomainErrorException, HttpProblem } from './api-errors';
import { isUnstorable, queryIssues } from './json-input.rules';

/** Messages of class-validator constraints we do not word ourselves. */
const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  whitelistValidation: 'is not a known field',
  nestedValidation: 'must be an object',
};

/** When a value has the wrong type, its range or length rules say nothing useful: report only the type. */
const TYPE_CONSTRAINTS = new Set(['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject']);

/**
 * Validates every `@Body()` typed with a request DTO class (CONTRACT §2 Common): the body must be
 * a JSON object, unknown fields are refused by name, nothing is coerced ("12" is not a number).
 * A failure is the SPEC §7 400 form, echoing the submitted fields in `data`. Path parameters and
 * queries get one check too: U+0000, which PostgreSQL cannot store (json-input.rules.ts).
 */
@Injectable()
export class ValidatedBodyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // U+0000 cannot be stored, so it never names anything (404) and is no valid query value (400).
    if (metadata.type === 'param' && isUnstorable(value)) throw new HttpProblem(404, 'not found');
    if (metadata.type === 'query' && isPlainObject(value)) {
      const issues = queryIssues(value);
      if (issues.length) throw invalid(issues, value);
    }
    const dto = metadata.metatype;
    if (metadata.type !== 'body' || !dto || !isDtoClass(dto)) return value;
    const body: unknown = value ?? {};
    if (!isPlainObject(body)) {
      throw invalid([{ path: [], message: 'body must be a JSON object' }], {});
    }
    const instance = plainToInstance(dto, body) as object;
    const errors = validateSync(instance, {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    });
    if (errors.length)
      throw invalid(
        errors.flatMap((error) => issuesOf(error, [])),
        body,
      );
    return instance;
  }
}

function invalid(issues: ValidationIssue[], data: Readonly<Record<string, unknown>>): DomainErrorException {
  return new DomainErrorException({ kind: 'Validation', issues }, data);
}

function issuesOf(error: ValidationError, parent: readonly string[]): ValidationIssue[] {
  const path = [...parent, error.property];
  const failed = Object.entries(error.constraints ?? {});
  const wrongType = failed.filter(([name]) => TYPE_CONSTRAINTS.has(name));
  const own = (wrongType.length ? wrongType : failed).map(([name, message]) => ({
    path,
    message: CONSTRAINT_MESSAGES[name] ?? withoutSubject(message, error.property),
  }));
  return [...own, ...(error.children ?? []).flatMap((child) => issuesOf(child, path))];
}

/** class-validator words messages as "<property> must …"; the path already names the property. */
function withoutSubject(message: string, property: string): string {
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PRIMITIVES = new Set<unknown>([String, Number, Boolean, Object, Array]);

function isDtoClass(metatype: unknown): metatype is new () => object {
  return typeof metatype === 'function' && !PRIMITIVES.has(metatype);
}
