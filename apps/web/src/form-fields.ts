/**
 * Reads a urlencoded form body (`extended: false`: each field a string, or an array when
 * repeated). Anything missing or of the wrong shape reads as empty, so a hand-made request can
 * only produce a validation message, never an exception.
 */
export class FormFields {
  private readonly fields: Readonly<Record<string, unknown>>;

  constructor(body: unknown) {
    this.fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }

  /** The field's value ('' when absent; the first when repeated). */
  text(name: string): string {
    const value = this.fields[name];
    if (typeof value === 'string') return value;
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
  }

  /** Every value of a repeated field (checkbox groups, rows). */
  texts(name: string): string[] {
    const value = this.fields[name];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : [];
  }

  /** A checkbox: present means checked. */
  checked(name: string): boolean {
    return this.fields[name] !== undefined;
  }
}
