import { Controller } from '@nestjs/common';
import { ProbesController } from '@deal/nest-kit';

/** `/healthz` and `/readyz` of the dispatcher, beside its `/health` counters (docs/operations.md). */
@Controller()
export class DispatcherProbesHttpController extends ProbesController {}
