import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HttpProblem, Public, SkipApiBudget, type HttpResponse } from '@deal/nest-kit';
import { referenceFile, referenceLicense, referencePage, type ReferenceFile } from './reference-files';

/** The files carry Swagger UI's version in their URL; a day's cache spares a reload the 1.5 MB. */
const CACHED = 'public, max-age=86400';

/**
 * `/docs`: a readable reference of the OpenAPI document (Swagger UI), for people, with no
 * credential. An HTML page, not an operation of the API, so it stays out of the document, and,
 * like the web application's pages and files, out of the API's rate-limit budget (the document it
 * loads, `/v1/openapi.json`, counts as always).
 */
@ApiExcludeController()
@Controller('docs')
@Public()
@SkipApiBudget()
export class ApiReferenceHttpController {
  @Get()
  page(@Res() response: HttpResponse): void {
    send(response, referencePage(), 'no-cache');
  }

  @Get('license')
  license(@Res() response: HttpResponse): void {
    send(response, referenceLicense(), CACHED);
  }

  @Get(':file')
  file(@Param('file') name: string, @Res() response: HttpResponse): void {
    const file = referenceFile(name);
    if (!file) throw new HttpProblem(404, 'not found');
    send(response, file, CACHED);
  }
}

function send(response: HttpResponse, file: ReferenceFile, cacheControl: string): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Cache-Control', cacheControl);
  response.end(file.body);
}
