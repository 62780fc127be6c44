import { parseConditions, type AutomationTrigger, type Condition } from '@deal/domain';

/** Distinct stored condition lists kept parsed; past this the cache starts over (a bound, not a policy). */
const CACHED_TEXTS = 1_000;
const parsedByText = new Map<string, readonly Condition[]>();

/**
 * An automation's stored conditions (`automations.conditions` as JSON text), checked as above, by
 * the rules of its trigger. Every deal change and webhook-in call reads the space's automations, so
 * each distinct text is parsed once and its frozen result shared. Keyed by the trigger and the text
 * itself, not by an id or version: an admin's edit changes the text, so an edited automation can
 * never be served a stale parse.
 */
export function storedConditions(
  automationId: string,
  trigger: AutomationTrigger,
  text: string,
): readonly Condition[] {
  const key = `${trigger}\n${text}`;
  const cached = parsedByText.get(key);
  if (cached !== undefined) return cached;
  const conditions = parseConditions(JSON.parse(text), ['conditions'], trigger);
  if (!conditions.ok) {
    throw new Error(
      `Corrupt row: automations.conditions of ${automationId}: ${JSON.stringify(conditions.error)}`,
    );
  }
  const shared = deepFreeze(conditions.value);
  if (parsedByText.size >= CACHED_TEXTS) parsedByText.clear();
  parsedByText.set(key, shared);
  return shared;
}

/** Stored conditions through the domain's parser; anything it refuses is a corrupt row. */
export function checkedConditions(
  automationId: string,
  trigger: AutomationTrigger,
  stored: unknown,
): Condition[] {
  const conditions = parseConditions(stored, ['conditions'], trigger);
  if (!conditions.ok) {
    throw new Error(
      `Corrupt row: automations.conditions of ${automationId}: ${JSON.stringify(conditions.error)}`,
    );
  }
  return conditions.value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
