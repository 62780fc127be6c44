import 'reflect-metadata';
import { Controller, Get, HttpException, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The baseline of the 429 path: a bare Nest 11 (Express) route answering what the api answers over
 * the limit (429, `RateLimit-Remaining: 0`, `Retry-After`, `{message}`) without a guard, a store or
 * a database. The api's 429 is measured against it.
 */
@Controller('v1')
class RateLimitedController {
  @Get('spaces')
  spaces(): never {
    throw new HttpException({ message: 'rate limit exceeded' }, 429);
  }
}

@Module({ controllers: [RateLimitedController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(BareModule, { logger: false });
  app.disable('x-powered-by');
  app.use(
    (_request: unknown, response: { setHeader(name: string, value: string): void }, next: () => void) => {
      response.setHeader('RateLimit-Policy', '1;w=3600');
      response.setHeader('RateLimit-Remaining', '0');
      response.setHeader('Retry-After', '3600');
      next();
    },
  );
  await app.listen(Number(process.env['PORT']), '127.0.0.1');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
