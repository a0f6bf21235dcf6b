import { DomainError } from '@timber/contracts';
import { type ResetChannelKind } from '../../shared/reset-target';
import { type MessageChannel } from './message-channel';

/** A channel without its settings: every request for a code by it is refused, never logged as if sent. */
export class OffChannel implements MessageChannel {
  readonly enabled = false;

  constructor(readonly kind: ResetChannelKind) {}

  send(): Promise<void> {
    return Promise.reject(new DomainError('AUTH.MESSAGE_CHANNEL_OFF'));
  }
}
