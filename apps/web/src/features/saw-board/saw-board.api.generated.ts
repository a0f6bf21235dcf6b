import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['sawing-live'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sawBoardSummary: build.query<SawBoardSummaryApiResponse, SawBoardSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/board/data`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBoardEvents: build.query<SawBoardEventsApiResponse, SawBoardEventsApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/board/events/${queryArg.cusNo}/${queryArg.token}` }),
        providesTags: ['sawing-live'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sawBoardGeneratedApi };
export type SawBoardSummaryApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    date: string;
    benches: {
      machineNo: string;
      name: string;
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    }[];
    totals: {
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    };
  };
};
export type SawBoardSummaryApiArg = {
  body: {
    cusNo: string;
    token: string;
  };
};
export type SawBoardEventsApiResponse = /** status 200 success */ string;
export type SawBoardEventsApiArg = {
  cusNo: string;
  token: string;
};
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useSawBoardSummaryQuery,
  useLazySawBoardSummaryQuery,
  useSawBoardEventsQuery,
  useLazySawBoardEventsQuery,
} = injectedRtkApi;
