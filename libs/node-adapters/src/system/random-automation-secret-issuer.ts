import { randomBytes } from 'node:crypto';
import {
  AUTOMATION_SECRET_RANDOM_BYTES,
  formatAutomationSecret,
  type AutomationSecretIssuer,
  type AutomationSecretKind,
} from '@deal/domain';

/** Secrets from the operating system's CSPRNG (256 bits each). */
export class RandomAutomationSecretIssuer implements AutomationSecretIssuer {
  issue(kind: AutomationSecretKind): string {
    return formatAutomationSecret(kind, randomBytes(AUTOMATION_SECRET_RANDOM_BYTES));
  }
}
