import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * Vitest's jsdom, with Node's own AbortController and AbortSignal kept in the globals. jsdom
 * brings its own, and from Node 24 on Node's Request (undici, which RTK Query's fetchBaseQuery
 * calls) refuses a signal that is not Node's; the app never hands a signal to jsdom's DOM.
 */
const jsdomWithNodeAbort: Environment = {
  name: 'jsdom-node-abort',
  transformMode: 'web',
  async setup(global: typeof globalThis, options) {
    const { AbortController, AbortSignal } = global;
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);
    Object.assign(global, { AbortController, AbortSignal });
    return jsdom;
  },
};

export default jsdomWithNodeAbort;
