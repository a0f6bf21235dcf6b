import { type RowOf } from './row-of';
import {
  sharedGeneratedApi,
  type StockInDiameterCategoryApiResponse,
  type StockInListApiArg,
  type StockInListApiResponse,
  type StockListApiResponse,
  type UserInfoApiResponse,
} from './shared.api.generated';

/**
 * The one API slice of the app. Its endpoints are generated from the BFF's OpenAPI document
 * (`nx run web:codegen`, apps/web/openapi-config.cjs) into the feature that calls them
 * (features/<feature>/<feature>.api.generated.ts, refined and re-exported by <feature>.api.ts);
 * those more than one part of the app calls are generated here (shared.api.generated.ts), with
 * their tags refined below. Import the hooks from here, never from a .generated.ts file.
 */
export const api = sharedGeneratedApi.enhanceEndpoints({
  addTagTypes: ['user', 'wood-kinds', 'locations', 'customers', 'diameter-ranges'],
  endpoints: {
    // Logging out never refreshes cached data by itself, nor does changing one's password: the
    // session's cache is dropped on login and logout (store/store.ts).
    logout: { invalidatesTags: [] },
    changePassword: { invalidatesTags: [] },
    userInfo: { providesTags: ['user'] },
    // The look-ups of the screens' filters (issue 35) read the master data: refreshed by its changes.
    lookupWoodKindList: { providesTags: ['wood-kinds'] },
    lookupLocationList: { providesTags: ['locations'] },
    lookupCustomerList: { providesTags: ['customers'] },
    lookupDiameterRangeList: { providesTags: ['diameter-ranges'] },
    // The layout settings: read once a session, saved as they change (shared/settings); saving
    // them refreshes nothing else.
    userPreferences: { providesTags: [] },
    userPreferencesSave: { invalidatesTags: [] },
    // The columns hidden in the wide lists: read once a session, changed in place as they are saved.
    userTableColumns: { providesTags: [] },
    userTableColumnsSave: { invalidatesTags: [] },
    // The diameter category is a read (POST only because it takes a body): it changes nothing.
    stockInDiameterCategory: { invalidatesTags: [] },
  },
});

export * from './shared.api.generated';

export type UserInfo = UserInfoApiResponse['data'];
/** A stock-in or stock-out sheet of a list (both lists answer the same row). */
export type Sheet = RowOf<StockInListApiResponse>;
export type SheetListArg = StockInListApiArg;
export type SheetListResponse = StockInListApiResponse;
export type DiameterCategory = StockInDiameterCategoryApiResponse['data'];
export type StockRow = RowOf<StockListApiResponse>;
