export const VOLUME_DECIMALS = 3;
