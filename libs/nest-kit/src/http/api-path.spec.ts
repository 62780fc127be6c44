import { isApiPath } from './api-path';

/** The test made the long way (decoded, slashes collapsed, any case), which the quick one must agree with. */
function decodedTest(originalUrl: string): boolean {
  const path = originalUrl.split('?', 1)[0] as string;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // judged as written
  }
  return /^\/v1(\/|$)/i.test(decoded.replace(/\/{2,}/g, '/'));
}

describe('isApiPath', () => {
  const api = [
    '/v1',
    '/v1/',
    '/v1?limit=5',
    '/v1/spaces',
    '/V1/spaces',
    '//v1/spaces',
    '/%761/spaces',
    '/v1/%',
  ];
  const web = ['/', '/spaces', '/v10', '/v1x/deals', '/v2/spaces', '/%ZZ', '/%2Fv1x', '/app/v1/'];

  it.each(api)('takes %s as the API’s', (url) => {
    expect([isApiPath(url), decodedTest(url)]).toEqual([true, true]);
  });

  it.each(web)('leaves %s to the web application', (url) => {
    expect([isApiPath(url), decodedTest(url)]).toEqual([false, false]);
  });
});
