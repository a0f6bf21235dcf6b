/** Stable error codes of the volume library; transports map them to their own envelopes. */
export type VolumeErrorCode =
  | 'VOLUME.UNKNOWN_STANDARD'
  | 'VOLUME.INVALID_STANDARD'
  | 'VOLUME.INVALID_INPUT'
  | 'VOLUME.OUT_OF_RANGE'
  | 'VOLUME.NOT_IN_TABLE';

export class VolumeError extends Error {
  override readonly name = 'VolumeError';

  constructor(
    readonly code: VolumeErrorCode,
    message: string,
    /** Field-pathed details, e.g. for an invalid tenant standard. */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
