import type { Automation } from '../../automation/automation';
import type { SecretComparer } from './secret-comparer.port';

/**
 * The incoming-webhook automation whose signing key was presented (SPEC §5.3, CONTRACT §3), or
 * null. Every candidate is compared, even after a hit, so the time taken says nothing about which
 * automation (or whether any) holds the key.
 */
export function automationForKey(
  automations: readonly Automation[],
  presented: string,
  comparer: SecretComparer,
): Automation | null {
  let found: Automation | null = null;
  for (const automation of automations) {
    if (automation.trigger !== 'webhook_received' || automation.signingKey === null) continue;
    const same = comparer.same(presented, automation.signingKey);
    if (same && found === null) found = automation;
  }
  return found;
}
