import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = [
  'standards',
  'wood-kinds',
  'customers',
  'locations',
  'wood-specs',
  'diameter-ranges',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      standardOptionList: build.query<StandardOptionListApiResponse, StandardOptionListApiArg>({
        query: () => ({ url: `/api/cmw/standard`, method: 'POST' }),
        providesTags: ['standards'],
      }),
      woodKindList: build.query<WoodKindListApiResponse, WoodKindListApiArg>({
        query: (queryArg) => ({ url: `/api/wk/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['wood-kinds'],
      }),
      woodKindCreate: build.mutation<WoodKindCreateApiResponse, WoodKindCreateApiArg>({
        query: (queryArg) => ({ url: `/api/wk/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindUpdate: build.mutation<WoodKindUpdateApiResponse, WoodKindUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/wk/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindDelete: build.mutation<WoodKindDeleteApiResponse, WoodKindDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/wk/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindDeleteSelected: build.mutation<WoodKindDeleteSelectedApiResponse, WoodKindDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/wk/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['wood-kinds'],
        },
      ),
      customerList: build.query<CustomerListApiResponse, CustomerListApiArg>({
        query: (queryArg) => ({ url: `/api/cus/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['customers'],
      }),
      customerCreate: build.mutation<CustomerCreateApiResponse, CustomerCreateApiArg>({
        query: (queryArg) => ({ url: `/api/cus/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['customers'],
      }),
      customerUpdate: build.mutation<CustomerUpdateApiResponse, CustomerUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/cus/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['customers'],
      }),
      customerDelete: build.mutation<CustomerDeleteApiResponse, CustomerDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/cus/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['customers'],
      }),
      customerDeleteSelected: build.mutation<CustomerDeleteSelectedApiResponse, CustomerDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/cus/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['customers'],
        },
      ),
      locationList: build.query<LocationListApiResponse, LocationListApiArg>({
        query: (queryArg) => ({ url: `/api/location/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['locations'],
      }),
      locationCreate: build.mutation<LocationCreateApiResponse, LocationCreateApiArg>({
        query: (queryArg) => ({ url: `/api/location/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['locations'],
      }),
      locationUpdate: build.mutation<LocationUpdateApiResponse, LocationUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/location/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['locations'],
      }),
      locationDelete: build.mutation<LocationDeleteApiResponse, LocationDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/location/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['locations'],
      }),
      locationDeleteSelected: build.mutation<LocationDeleteSelectedApiResponse, LocationDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/location/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['locations'],
        },
      ),
      woodSpecList: build.query<WoodSpecListApiResponse, WoodSpecListApiArg>({
        query: (queryArg) => ({ url: `/api/specs/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['wood-specs'],
      }),
      woodSpecCreate: build.mutation<WoodSpecCreateApiResponse, WoodSpecCreateApiArg>({
        query: (queryArg) => ({ url: `/api/specs/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecUpdate: build.mutation<WoodSpecUpdateApiResponse, WoodSpecUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/specs/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecToggleHot: build.mutation<WoodSpecToggleHotApiResponse, WoodSpecToggleHotApiArg>({
        query: (queryArg) => ({ url: `/api/specs/toggle/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecDelete: build.mutation<WoodSpecDeleteApiResponse, WoodSpecDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/specs/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecDeleteSelected: build.mutation<WoodSpecDeleteSelectedApiResponse, WoodSpecDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/specs/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['wood-specs'],
        },
      ),
      diameterRangeList: build.query<DiameterRangeListApiResponse, DiameterRangeListApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-ranges'],
      }),
      diameterRangeCreate: build.mutation<DiameterRangeCreateApiResponse, DiameterRangeCreateApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeUpdate: build.mutation<DiameterRangeUpdateApiResponse, DiameterRangeUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDelete: build.mutation<DiameterRangeDeleteApiResponse, DiameterRangeDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDeleteSelected: build.mutation<
        DiameterRangeDeleteSelectedApiResponse,
        DiameterRangeDeleteSelectedApiArg
      >({
        query: (queryArg) => ({ url: `/api/wdc/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDeleteAll: build.mutation<DiameterRangeDeleteAllApiResponse, DiameterRangeDeleteAllApiArg>(
        {
          query: (queryArg) => ({ url: `/api/wdc/deleteAll`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['diameter-ranges'],
        },
      ),
      customStandardList: build.query<CustomStandardListApiResponse, CustomStandardListApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['standards'],
      }),
      customStandardCreate: build.mutation<CustomStandardCreateApiResponse, CustomStandardCreateApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['standards'],
      }),
      customStandardUpdate: build.mutation<CustomStandardUpdateApiResponse, CustomStandardUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['standards'],
      }),
      customStandardDelete: build.mutation<CustomStandardDeleteApiResponse, CustomStandardDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['standards'],
      }),
      measureLog: build.query<MeasureLogApiResponse, MeasureLogApiArg>({
        query: (queryArg) => ({ url: `/api/standard/measure`, method: 'POST', body: queryArg.body }),
        providesTags: ['standards'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as masterDataGeneratedApi };
export type StandardOptionListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    name: string;
    value: string;
  }[];
};
export type StandardOptionListApiArg = void;
export type WoodKindListApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodKindName: string;
      remark: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type WoodKindListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    woodKindName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type WoodKindCreateApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type WoodKindCreateApiArg = {
  body: {
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindUpdateApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindUpdateApiArg = {
  body: {
    id: string;
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindDeleteApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindDeleteApiArg = {
  id: string;
};
export type WoodKindDeleteSelectedApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type CustomerListApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      customerNo: string;
      customerName: string;
      phone: string;
      addr: string;
      email: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type CustomerListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    customerName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type CustomerCreateApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    customerNo: string;
  };
};
export type CustomerCreateApiArg = {
  body: {
    customerName: string;
    phone?: string;
    email?: string;
    addr?: string;
  };
};
export type CustomerUpdateApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerUpdateApiArg = {
  body: {
    id: string;
    customerName: string;
    phone?: string;
    email?: string;
    addr?: string;
  };
};
export type CustomerDeleteApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerDeleteApiArg = {
  id: string;
};
export type CustomerDeleteSelectedApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type LocationListApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      locationName: string;
      remark: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type LocationListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    locationName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type LocationCreateApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type LocationCreateApiArg = {
  body: {
    locationName: string;
    remark?: string;
  };
};
export type LocationUpdateApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationUpdateApiArg = {
  body: {
    id: string;
    locationName: string;
    remark?: string;
  };
};
export type LocationDeleteApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationDeleteApiArg = {
  id: string;
};
export type LocationDeleteSelectedApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type WoodSpecListApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodSpecsNo: number;
      remark: string;
      hot: 0 | 1;
      createTime: string;
    }[];
    total: number;
  };
};
export type WoodSpecListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    woodSpecsNo?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type WoodSpecCreateApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type WoodSpecCreateApiArg = {
  body: {
    woodSpecsNo: number;
    remark?: string;
    hot?: 0 | 1;
  };
};
export type WoodSpecUpdateApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecUpdateApiArg = {
  body: {
    id: string;
    woodSpecsNo: number;
    remark?: string;
  };
};
export type WoodSpecToggleHotApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    hot: 0 | 1;
  };
};
export type WoodSpecToggleHotApiArg = {
  id: string;
};
export type WoodSpecDeleteApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecDeleteApiArg = {
  id: string;
};
export type WoodSpecDeleteSelectedApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type DiameterRangeListApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      lowerLimit: number;
      upperLimit: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type DiameterRangeListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type DiameterRangeCreateApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type DiameterRangeCreateApiArg = {
  body: {
    lowerLimit: number;
    upperLimit: number;
  };
};
export type DiameterRangeUpdateApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeUpdateApiArg = {
  body: {
    id: string;
    lowerLimit: number;
    upperLimit: number;
  };
};
export type DiameterRangeDeleteApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeDeleteApiArg = {
  id: string;
};
export type DiameterRangeDeleteSelectedApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type DiameterRangeDeleteAllApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    deleted: number;
  };
};
export type DiameterRangeDeleteAllApiArg = {
  body: {};
};
export type CustomStandardListApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      code: string;
      name: string;
      definition: {
        [key: string]: any;
      };
      createTime: string;
      updateTime: string;
    }[];
    total: number;
  };
};
export type CustomStandardListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type CustomStandardCreateApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    code: string;
  };
};
export type CustomStandardCreateApiArg = {
  body: {
    definition: {
      [key: string]: any;
    };
  };
};
export type CustomStandardUpdateApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomStandardUpdateApiArg = {
  body: {
    id: string;
    definition: {
      [key: string]: any;
    };
  };
};
export type CustomStandardDeleteApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomStandardDeleteApiArg = {
  id: string;
};
export type MeasureLogApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    standard: string;
    diameterClass: number;
    lengthClass: number;
    volume: number;
    explanation: string;
  };
};
export type MeasureLogApiArg = {
  body: {
    standard: string;
    minDiameter: number;
    maxDiameter?: number;
    length: number;
  };
};
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useStandardOptionListQuery,
  useLazyStandardOptionListQuery,
  useWoodKindListQuery,
  useLazyWoodKindListQuery,
  useWoodKindCreateMutation,
  useWoodKindUpdateMutation,
  useWoodKindDeleteMutation,
  useWoodKindDeleteSelectedMutation,
  useCustomerListQuery,
  useLazyCustomerListQuery,
  useCustomerCreateMutation,
  useCustomerUpdateMutation,
  useCustomerDeleteMutation,
  useCustomerDeleteSelectedMutation,
  useLocationListQuery,
  useLazyLocationListQuery,
  useLocationCreateMutation,
  useLocationUpdateMutation,
  useLocationDeleteMutation,
  useLocationDeleteSelectedMutation,
  useWoodSpecListQuery,
  useLazyWoodSpecListQuery,
  useWoodSpecCreateMutation,
  useWoodSpecUpdateMutation,
  useWoodSpecToggleHotMutation,
  useWoodSpecDeleteMutation,
  useWoodSpecDeleteSelectedMutation,
  useDiameterRangeListQuery,
  useLazyDiameterRangeListQuery,
  useDiameterRangeCreateMutation,
  useDiameterRangeUpdateMutation,
  useDiameterRangeDeleteMutation,
  useDiameterRangeDeleteSelectedMutation,
  useDiameterRangeDeleteAllMutation,
  useCustomStandardListQuery,
  useLazyCustomStandardListQuery,
  useCustomStandardCreateMutation,
  useCustomStandardUpdateMutation,
  useCustomStandardDeleteMutation,
  useMeasureLogQuery,
  useLazyMeasureLogQuery,
} = injectedRtkApi;
