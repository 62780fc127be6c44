// The image's HEALTHCHECK (Dockerfile). One image runs any of the three apps, so it asks the
// liveness path on each app's port of this container; the app that runs answers 200, the other
// ports refuse at once (nothing listens there). Healthy when one answers 200 within 2 s.
'use strict';
const http = require('node:http');
const path = require('node:path');
const { LIVENESS_PATH } = require(path.join(__dirname, 'dist/libs/nest-kit/src/operations/probe-paths.js'));

const ports = [
  process.env.API_PORT || '3000',
  process.env.WEBHOOK_IN_PORT || '3001',
  process.env.DISPATCHER_PORT || '3002',
];

function live(port) {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port: Number(port), path: LIVENESS_PATH, timeout: 2000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

Promise.all(ports.map(live)).then((answers) => process.exit(answers.includes(true) ? 0 : 1));
