import type { TestApi } from '../../testing/api-test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- set-up reads whatever JSON came back
type Json = any;

/** `api.call` that fails the set-up loudly when the answer is not the expected status. */
export function expectStatus(api: TestApi) {
  return async (
    method: string,
    path: string,
    token: string | undefined,
    body: unknown,
    status: number,
  ): Promise<Json> => {
    const response = await api.call(method, path, {
      ...(token && { token }),
      ...(body !== undefined && { body }),
    });
    if (response.status !== status) {
      const answer = JSON.stringify(response.body);
      throw new Error(`set-up ${method} ${path}: expected ${status}, got ${response.status} ${answer}`);
    }
    return response.body ?? {};
  };
}
