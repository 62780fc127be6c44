/**
 * Other spellings of one request path that Express may route to the same handler: letters in
 * another case, percent-escaped letters, doubled and trailing slashes, and a mix of them. Only the
 * literal segments are respelled; `{param}` segments are filled with `value`.
 */
export function pathSpellings(template: string, value = 'x1'): string[] {
  const segments = template.split('/').slice(1);
  const literal = (index: number) => !/^\{.+\}$/.test(segments[index] as string);
  const build = (respell: (segment: string, index: number) => string, glue = (_index: number) => '/') =>
    segments
      .map((segment, index) => glue(index) + (literal(index) ? respell(segment, index) : value))
      .join('');
  const indexes = segments.map((_, index) => index).filter(literal);
  const spellings = [
    build((segment) => segment.toUpperCase()),
    ...indexes.map((at) => build((segment, index) => (index === at ? swapCase(segment) : segment))),
    ...indexes.map((at) => build((segment, index) => (index === at ? escapeFirstLetter(segment) : segment))),
    ...indexes.map((at) => build((segment, index) => (index === at ? escapeLastLetter(segment) : segment))),
    ...segments.map((_, at) =>
      build(
        (segment) => segment,
        (index) => (index === at ? '//' : '/'),
      ),
    ),
    `${build((segment) => segment)}/`,
    `${build((segment) => segment)}//`,
    `${build(
      (segment, index) => (index % 2 ? segment.toUpperCase() : escapeFirstLetter(segment)),
      (index) => (index === 1 ? '//' : '/'),
    )}/`,
  ];
  return [...new Set(spellings)];
}

function swapCase(segment: string): string {
  return [...segment].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
}

const escaped = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

function escapeFirstLetter(segment: string): string {
  const at = segment.search(/[a-z]/i);
  return at < 0 ? segment : segment.slice(0, at) + escaped(segment[at] as string) + segment.slice(at + 1);
}

function escapeLastLetter(segment: string): string {
  const letters = [...segment.matchAll(/[a-z]/gi)];
  const at = letters.at(-1)?.index;
  if (at === undefined) return segment;
  return segment.slice(0, at) + escaped(segment[at] as string).toLowerCase() + segment.slice(at + 1);
}
