import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';

/** Every automation route: bearer auth, the `automations` tag, and the `{space}` path parameter. */
export function AutomationsController(): ClassDecorator {
  return applyDecorators(
    ApiTags('automations'),
    ApiBearerAuth(),
    ApiParam({ name: 'space', description: 'The space id.' }),
    Controller('v1/spaces/:space/automations'),
  );
}

/** The `{id}` path parameter of the routes of one automation. */
export const ApiAutomationId = () =>
  ApiParam({ name: 'id', description: 'The automation id (`aut_…`); one of another space is 404.' });
