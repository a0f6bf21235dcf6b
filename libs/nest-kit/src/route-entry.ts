/** The metadata key of the catalogue entry a handler serves (set by @Route, read by the guards and the operation record). */
export const ROUTE_ENTRY = 'timber:route';
