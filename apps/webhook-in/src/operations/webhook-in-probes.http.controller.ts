import { Controller } from '@nestjs/common';
import { ProbesController } from '@deal/nest-kit';

/** `/healthz` and `/readyz` of webhook-in (docs/operations.md): no key, no limit, no log line. */
@Controller()
export class WebhookInProbesHttpController extends ProbesController {}
