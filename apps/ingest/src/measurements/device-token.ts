import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { readDeviceToken } from '../enrolment';

/** A presented device credential: its tenant and its hash (checked against the store by the handler). */
export interface PresentedToken {
  tenantId: string;
  tokenHash: string;
}

/**
 * `Authorization: Device <token>` of a device call, or INGEST.CREDENTIAL_INVALID. The routes that
 * take it are @DeviceRoute(): a device never holds a user's token, and they answer on the port
 * devices call.
 */
export const DeviceToken = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PresentedToken => {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const match = /^Device\s+(\S+)$/i.exec(header);
    const token = match?.[1] ? readDeviceToken(match[1]) : undefined;
    if (!token) {
      throw new DomainError('INGEST.CREDENTIAL_INVALID');
    }
    return token;
  },
);
