import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one API slice. Its endpoints are generated from the BFF's OpenAPI document into
 * generated.ts (`nx run web:codegen`); api.ts refines their tags.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
