/**
 * Every operation's `operationId`, the name generated clients give its method: the use case its
 * controller is named after (`RescheduleDealHttpController` → `rescheduleDeal`), so a new route
 * gets one without anyone remembering to. `@ApiOperation({ operationId })` overrides it.
 * A controller named otherwise gets `<Class>_<method>`, which openapi-document.e2e-spec.ts refuses.
 */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const useCase = /^([A-Z][A-Za-z0-9]*)HttpController$/.exec(controllerKey)?.[1];
  return useCase ? useCase.charAt(0).toLowerCase() + useCase.slice(1) : `${controllerKey}_${methodKey}`;
}

/** What the spec accepts: lower camelCase, letters and digits only. */
export const OPERATION_ID_FORM = /^[a-z][a-zA-Z0-9]*$/;
