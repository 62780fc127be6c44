/** One schema failure, in the shape of SPEC §7's `error[]` items. */
export interface ValidationIssue {
  readonly path: readonly string[];
  readonly message: string;
}
