import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one API slice. Its endpoints are generated from the BFF's OpenAPI document into the
 * features' *.api.generated.ts files and shared.api.generated.ts (`nx run web:codegen`); each
 * feature's <feature>.api.ts, and api.ts, refine their tags.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
