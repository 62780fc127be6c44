import { RedactingOutput } from './redacting-output';

describe('RedactingOutput', () => {
  it('masks every registered secret on both streams, and ignores strings too short to be one', () => {
    const written: string[] = [];
    const output = new RedactingOutput({
      stdout: { write: (text: string) => written.push(`out:${text}`) },
      stderr: { write: (text: string) => written.push(`err:${text}`) },
    });
    output.addSecret('svcp_abcdefgh');
    output.addSecret('short');
    output.out('token svcp_abcdefgh and svcp_abcdefgh\n');
    output.err('short is fine\n');
    expect(written).toEqual(['out:token [redacted] and [redacted]\n', 'err:short is fine\n']);
  });
});
