import { Type } from 'class-transformer';
import { IsArray, IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { DomainErrorException } from './api-errors';
import { Nullable, Optional } from './dto-rules';
import { ValidatedBodyPipe } from './validated-body.pipe';

class Step {
  @IsString()
  name!: string;
}

class Example {
  @IsString()
  shift!: string;

  @Optional()
  @IsInt()
  @Min(0)
  @Max(10)
  count?: number;

  @Nullable()
  @IsString()
  note?: string | null;

  @Optional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Step)
  steps?: Step[];
}

const pipe = new ValidatedBodyPipe();
const run = (value: unknown): unknown => pipe.transform(value, { type: 'body', metatype: Example });

function failure(value: unknown): { data: unknown; issues: unknown } {
  try {
    run(value);
  } catch (error) {
    if (!(error instanceof DomainErrorException) || error.error.kind !== 'Validation') throw error;
    return { data: error.data, issues: error.error.issues };
  }
  throw new Error('expected a validation failure');
}

describe('ValidatedBodyPipe', () => {
  it('returns the DTO instance for a valid body', () => {
    const value = run({ shift: '+1w', count: 3, note: null, steps: [{ name: 'a' }] });
    expect(value).toBeInstanceOf(Example);
    expect(value).toMatchObject({ shift: '+1w', count: 3, note: null, steps: [{ name: 'a' }] });
  });

  it('names an unknown field and echoes the submitted body', () => {
    expect(failure({ shift: '+1w', colour: 'red' })).toEqual({
      data: { shift: '+1w', colour: 'red' },
      issues: [{ path: ['colour'], message: 'is not a known field' }],
    });
  });

  it('does not coerce: a numeric string is not a number', () => {
    expect(failure({ shift: '+1w', count: '3' }).issues).toEqual([
      { path: ['count'], message: 'must be an integer number' },
    ]);
  });

  it('refuses null for an optional field that cannot be cleared, allows it for a nullable one', () => {
    expect(failure({ shift: '+1w', count: null }).issues).toEqual([
      { path: ['count'], message: 'must be an integer number' },
    ]);
    expect(run({ shift: '+1w', note: null })).toMatchObject({ note: null });
  });

  it('reports a missing required field and out-of-range numbers', () => {
    expect(failure({ count: 11 }).issues).toEqual([
      { path: ['shift'], message: 'must be a string' },
      { path: ['count'], message: 'must not be greater than 10' },
    ]);
  });

  it('gives nested paths for nested objects', () => {
    expect(failure({ shift: '+1w', steps: [{ name: 1 }] }).issues).toEqual([
      { path: ['steps', '0', 'name'], message: 'must be a string' },
    ]);
  });

  it.each([[[1, 2]], ['text'], [42], [true]])('refuses a body that is not an object: %p', (body) => {
    expect(failure(body)).toEqual({
      data: {},
      issues: [{ path: [], message: 'body must be a JSON object' }],
    });
  });

  it('treats a missing body as an empty object', () => {
    expect(failure(undefined).issues).toEqual([{ path: ['shift'], message: 'must be a string' }]);
  });

  it('leaves non-body parameters and untyped bodies alone', () => {
    expect(pipe.transform('x', { type: 'param', metatype: String })).toBe('x');
    expect(pipe.transform({ a: 1 }, { type: 'body', metatype: Object })).toEqual({ a: 1 });
  });
});
