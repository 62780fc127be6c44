import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  createSourceFile,
  forEachChild,
  getDecorators,
  isCallExpression,
  isIdentifier,
  isParameter,
  ScriptKind,
  ScriptTarget,
  SyntaxKind,
  type Node,
} from 'typescript';

/**
 * One declaration per request body (issue 23): a controller takes `@Body() body: unknown` and
 * hands it to the domain's parser (`parsedBody(parse…Request, body)`), whose rules also build the
 * OpenAPI schema. A `@Body()` typed with a class would bring back a second declaration of the body
 * (and, before issue 23, a validation pipe that read it), so every app's controllers are scanned.
 */
const appsRoot = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(e2e-)?spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each `@Body(…)` parameter whose declared type is not `unknown`, as `name: type` (or `name` untyped). */
function typedBodyParameters(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ScriptKind.TSX : ScriptKind.TS;
  const source = createSourceFile(fileName, text, ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (isParameter(node)) {
      const isBody = (getDecorators(node) ?? []).some(
        (decorator) =>
          isCallExpression(decorator.expression) &&
          isIdentifier(decorator.expression.expression) &&
          decorator.expression.expression.text === 'Body',
      );
      if (isBody && node.type?.kind !== SyntaxKind.UnknownKeyword) {
        found.push(
          node.type
            ? `${node.name.getText(source)}: ${node.type.getText(source)}`
            : node.name.getText(source),
        );
      }
    }
    forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('@Body() parameters', () => {
  const files = readdirSync(appsRoot).flatMap((app) => {
    const src = join(appsRoot, app, 'src');
    return statSync(src, { throwIfNoEntry: false })?.isDirectory() ? sourceFiles(src) : [];
  });
  const withBody = files.filter((file) => readFileSync(file, 'utf8').includes('@Body('));

  it('finds the controllers that take a body', () => {
    expect(withBody.length).toBeGreaterThan(20);
  });

  it('are all typed unknown: the domain parser is the one declaration of a body', () => {
    const typed = withBody.flatMap((file) =>
      typedBodyParameters(file, readFileSync(file, 'utf8')).map(
        (found) => `${relative(appsRoot, file)}: ${found}`,
      ),
    );
    expect(typed).toEqual([]);
  });

  it('would refuse a body typed with a class, any other type, or none', () => {
    const controller = `
      class C {
        a(@Body() body: EnableRequestDto) {}
        b(@Param('id') id: string, @Body() body: Record<string, unknown>) {}
        c(@Body('name') name) {}
        d(@Body() body: unknown, @Query() query: QueryDto) {}
      }`;
    expect(typedBodyParameters('c.controller.ts', controller)).toEqual([
      'body: EnableRequestDto',
      'body: Record<string, unknown>',
      'name',
    ]);
  });
});
