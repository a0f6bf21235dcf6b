import { Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Parses JSON bodies inside Nest's middleware chain, so a body over the limit or malformed JSON
 * reaches the envelope filter (which names the limit) instead of Express's HTML error page.
 */
export function jsonBodyMiddleware(limit: string): new () => NestMiddleware {
  const parse = express.json({ limit });
  @Injectable()
  class JsonBodyMiddleware implements NestMiddleware {
    async use(req: Request, res: Response, next: NextFunction): Promise<void> {
      await new Promise<void>((resolve, reject) => {
        parse(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
      });
      next();
    }
  }
  return JsonBodyMiddleware;
}
