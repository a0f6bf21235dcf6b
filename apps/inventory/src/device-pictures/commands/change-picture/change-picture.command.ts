import { Command } from '@nestjs/cqrs';
import { type PictureKind, type PictureState } from '@timber/contracts';
import { type PictureAction } from '../../picture-rules';

export class ChangePictureCommand extends Command<PictureState> {
  constructor(
    readonly kind: PictureKind,
    readonly id: string,
    readonly action: PictureAction,
    readonly comment?: string,
  ) {
    super();
  }
}
