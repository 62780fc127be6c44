import type { RevealedAutomation, Repositories } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { page, type WebPage } from '../web-result';
import { automationPageExtras } from './automation-reads';
import { AutomationPage, type AutomationPageProps } from './automation.page';

/**
 * The automation's page for this person (whether they manage it, the Send test deals), with what
 * the request has to show: the secrets it generated (`revealed`), a notice, a Send test report.
 */
export async function automationPage(
  repos: Repositories,
  web: WebContext,
  spaceId: string,
  revealed: RevealedAutomation,
  shown: Pick<AutomationPageProps, 'notice' | 'sendTest'> = {},
): Promise<WebPage> {
  const extras = await automationPageExtras(repos, web.actor, spaceId, revealed.automation);
  return page(AutomationPage({ web, spaceId, revealed, ...extras, ...shown }));
}
