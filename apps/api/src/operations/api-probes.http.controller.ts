import { Controller } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ProbesController, Public, SkipApiBudget } from '@deal/nest-kit';

/**
 * `/healthz` and `/readyz` of the api (docs/operations.md): for the orchestrator, so no credential,
 * no rate limit (a load balancer polling every second must never spend a budget or be refused),
 * and no place in the public OpenAPI document.
 */
@Controller()
@Public()
@SkipApiBudget()
@ApiExcludeController()
export class ApiProbesHttpController extends ProbesController {}
