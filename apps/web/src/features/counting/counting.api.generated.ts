import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['device-pictures', 'counting', 'media'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      devicePictureList: build.query<DevicePictureListApiResponse, DevicePictureListApiArg>({
        query: (queryArg) => ({ url: `/api/oss/d/pageImg`, method: 'POST', body: queryArg.body }),
        providesTags: ['device-pictures'],
      }),
      stockPictureDelete: build.mutation<StockPictureDeleteApiResponse, StockPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockPictureRecover: build.mutation<StockPictureRecoverApiResponse, StockPictureRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockPictureFeedback: build.mutation<StockPictureFeedbackApiResponse, StockPictureFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/d/feedbackImg/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureDelete: build.mutation<StockInPictureDeleteApiResponse, StockInPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureRecover: build.mutation<StockInPictureRecoverApiResponse, StockInPictureRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureFeedback: build.mutation<StockInPictureFeedbackApiResponse, StockInPictureFeedbackApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/stockIn/d/feedbackImg/${queryArg.id}`,
            method: 'POST',
            body: queryArg.body,
          }),
          invalidatesTags: ['device-pictures'],
        },
      ),
      stockOutPictureDelete: build.mutation<StockOutPictureDeleteApiResponse, StockOutPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockOutPictureRecover: build.mutation<StockOutPictureRecoverApiResponse, StockOutPictureRecoverApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/d/recover/${queryArg.id}`, method: 'POST' }),
          invalidatesTags: ['device-pictures'],
        },
      ),
      stockOutPictureFeedback: build.mutation<
        StockOutPictureFeedbackApiResponse,
        StockOutPictureFeedbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/stockOut/d/feedbackImg/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['device-pictures'],
      }),
      countOrderList: build.query<CountOrderListApiResponse, CountOrderListApiArg>({
        query: (queryArg) => ({ url: `/api/count/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['counting'],
      }),
      countOrderCreate: build.mutation<CountOrderCreateApiResponse, CountOrderCreateApiArg>({
        query: (queryArg) => ({ url: `/api/count/create`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['counting'],
      }),
      countOrderDelete: build.mutation<CountOrderDeleteApiResponse, CountOrderDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/count/delete/${queryArg.orderNo}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countOrderVerify: build.mutation<CountOrderVerifyApiResponse, CountOrderVerifyApiArg>({
        query: (queryArg) => ({ url: `/api/count/confirm/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countReviewSave: build.mutation<CountReviewSaveApiResponse, CountReviewSaveApiArg>({
        query: (queryArg) => ({ url: `/api/count/coordinate/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['counting'],
      }),
      countImageConfirm: build.mutation<CountImageConfirmApiResponse, CountImageConfirmApiArg>({
        query: (queryArg) => ({
          url: `/api/count/coordinate/updateStatus`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['counting'],
      }),
      countOrderDetail: build.query<CountOrderDetailApiResponse, CountOrderDetailApiArg>({
        query: (queryArg) => ({ url: `/api/count/detail/${queryArg.id}` }),
        providesTags: ['counting'],
      }),
      countImageList: build.query<CountImageListApiResponse, CountImageListApiArg>({
        query: (queryArg) => ({ url: `/api/oss/m/pageImg`, method: 'POST', body: queryArg.body }),
        providesTags: ['counting'],
      }),
      countImageDelete: build.mutation<CountImageDeleteApiResponse, CountImageDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countImageRecover: build.mutation<CountImageRecoverApiResponse, CountImageRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countImageFeedback: build.mutation<CountImageFeedbackApiResponse, CountImageFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/oss/feedback/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['counting'],
      }),
      countImagePhoto: build.query<CountImagePhotoApiResponse, CountImagePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/photo/${queryArg.imgId}` }),
        providesTags: ['counting'],
      }),
      countImageVideo: build.query<CountImageVideoApiResponse, CountImageVideoApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/video/${queryArg.imgId}` }),
        providesTags: ['counting'],
      }),
      mediaUploadBegin: build.mutation<MediaUploadBeginApiResponse, MediaUploadBeginApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/begin`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['media'],
      }),
      mediaUploadPart: build.mutation<MediaUploadPartApiResponse, MediaUploadPartApiArg>({
        query: (queryArg) => ({
          url: `/api/media/upload/${queryArg.uploadId}/part/${queryArg.index}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['media'],
      }),
      mediaUploadStatus: build.query<MediaUploadStatusApiResponse, MediaUploadStatusApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/${queryArg.uploadId}` }),
        providesTags: ['media'],
      }),
      mediaUploadComplete: build.mutation<MediaUploadCompleteApiResponse, MediaUploadCompleteApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/${queryArg.uploadId}/complete`, method: 'POST' }),
        invalidatesTags: ['media'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as countingGeneratedApi };
export type DevicePictureListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** the log */
      id: string;
      kind: 'stockIn' | 'stockOut';
      sheetId: string;
      spu: string;
      transportNum: string;
      deviceNo: string;
      picUrl: string;
      /** cm, the smaller reading */
      diameter: number;
      maxDiameter: number;
      /** m */
      length: number;
      /** the diameter was entered by hand (the card’s manual tag) */
      manual: boolean;
      cardState: number;
      picStatus: number;
      feedbackTime: string | null;
      feedbackBy: string | null;
      feedbackComment: string | null;
      createTime: string;
    }[];
    total: number;
  };
};
export type DevicePictureListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the transport number or of the sheet number */
    num?: string;
    /** 1 stock-in, 2 stock-out sheets */
    flag?: 1 | 2;
    /** feedback: 0 none, 5 sent, 10 handled */
    picStatus?: 0 | 5 | 10;
    beginDate?: string;
    endDate?: string;
  };
};
export type StockPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureDeleteApiArg = {
  id: string;
};
export type StockPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureRecoverApiArg = {
  id: string;
};
export type StockPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type StockInPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureDeleteApiArg = {
  id: string;
};
export type StockInPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureRecoverApiArg = {
  id: string;
};
export type StockInPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type StockOutPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureDeleteApiArg = {
  id: string;
};
export type StockOutPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureRecoverApiArg = {
  id: string;
};
export type StockOutPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type CountOrderListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: number;
      orderNo: string;
      ossType: number;
      ossUrl: string;
      qty: number;
      status: number;
      errorCode: string | null;
      progress: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type CountOrderListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    orderNo?: string;
    beginDate?: string;
    endDate?: string;
    reviewed?: boolean;
  };
};
export type CountOrderCreateApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    orderNo: string;
    status: number;
    imageIds: number[];
  };
};
export type CountOrderCreateApiArg = {
  body: {
    ossUrl: string;
    ossType: 1 | 2;
    moreOssUrls?: string[];
  };
};
export type CountOrderDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountOrderDeleteApiArg = {
  orderNo: string;
};
export type CountOrderVerifyApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    status: number;
  };
};
export type CountOrderVerifyApiArg = {
  id: string;
};
export type CountReviewSaveApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    imgId: number;
    seq: number;
    ossUrl: string;
    width: number | null;
    height: number | null;
    status: number;
    state: number;
    manualDia: boolean;
    progress: number;
    errorCode: string | null;
    modelVersion: string | null;
    coordinate: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    coordinateManual:
      | {
          x: number;
          y: number;
          r: number;
          score?: number;
        }[]
      | null;
    reference:
      | {
          kind: 'stick';
          x1: number;
          y1: number;
          x2: number;
          y2: number;
          lengthCm: number;
        }
      | {
          kind: 'pile';
          x1: number;
          x2: number;
          lengthM: number;
        }
      | null;
    value: number;
    cmPerPx: number | null;
    dia:
      | {
          dia: number;
          diameterClass: number | null;
          volume: string | null;
        }[]
      | null;
    volume: string | null;
    unmeasured: number;
  };
};
export type CountReviewSaveApiArg = {
  body: {
    id: number;
    imgId: number;
    coordinate?: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    coordinateManual: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    dia?: {
      reference?:
        | {
            kind: 'stick';
            x1: number;
            y1: number;
            x2: number;
            y2: number;
            lengthCm: number;
          }
        | {
            kind: 'pile';
            x1: number;
            x2: number;
            lengthM: number;
          }
        | null;
      logLengthM?: number | null;
      standard?: string | null;
    };
  };
};
export type CountImageConfirmApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    imageStatus: number;
    orderStatus: number;
  };
};
export type CountImageConfirmApiArg = {
  body: {
    id: number;
    imgId: number;
  };
};
export type CountOrderDetailApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    orderNo: string;
    ossType: number;
    ossUrl: string;
    qty: number;
    status: number;
    errorCode: string | null;
    progress: number;
    createTime: string;
    logLengthM: number | null;
    standard: string | null;
    verifiedAt: string | null;
    actions: {
      look: boolean;
      delete: boolean;
      verify: boolean;
    };
    volume: string | null;
    volumeE4: number | null;
    images: {
      imgId: number;
      seq: number;
      ossUrl: string;
      width: number | null;
      height: number | null;
      status: number;
      state: number;
      manualDia: boolean;
      progress: number;
      errorCode: string | null;
      modelVersion: string | null;
      coordinate: {
        x: number;
        y: number;
        r: number;
        score?: number;
      }[];
      coordinateManual:
        | {
            x: number;
            y: number;
            r: number;
            score?: number;
          }[]
        | null;
      reference:
        | {
            kind: 'stick';
            x1: number;
            y1: number;
            x2: number;
            y2: number;
            lengthCm: number;
          }
        | {
            kind: 'pile';
            x1: number;
            x2: number;
            lengthM: number;
          }
        | null;
      value: number;
      cmPerPx: number | null;
      dia:
        | {
            dia: number;
            diameterClass: number | null;
            volume: string | null;
          }[]
        | null;
      volume: string | null;
      unmeasured: number;
    }[];
  };
};
export type CountOrderDetailApiArg = {
  id: string;
};
export type CountImageListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      picStatus: number;
      feedbackTime: string | null;
      feedbackBy: string | null;
      feedbackComment: string | null;
      id: number;
      ossUrl: string;
      ossType: number;
      status: number;
      state: number;
      detailId: number;
      video: boolean;
      orderNo: string;
      dia: boolean;
      qty: number | null;
      progress: number;
      errorCode: string | null;
      createTime: string;
    }[];
    total: number;
  };
};
export type CountImageListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    num?: string;
    status?: 5 | 10;
    type?: 1 | 2;
    beginDate?: string;
    endDate?: string;
  };
};
export type CountImageDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountImageDeleteApiArg = {
  id: string;
};
export type CountImageRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountImageRecoverApiArg = {
  id: string;
};
export type CountImageFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    picStatus: number;
    feedbackTime: string | null;
    feedbackBy: string | null;
    feedbackComment: string | null;
  };
};
export type CountImageFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type CountImagePhotoApiResponse = /** status 200 needs permission countKing/list */ Blob;
export type CountImagePhotoApiArg = {
  imgId: string;
};
export type CountImageVideoApiResponse = /** status 200 needs permission countKing/list */
  | Blob
  | /** status 206 the part of the file the Range header asked for (Content-Range) */ Blob;
export type CountImageVideoApiArg = {
  imgId: string;
};
export type MediaUploadBeginApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    uploadId: string;
    partSize: number;
    parts: number;
  };
};
export type MediaUploadBeginApiArg = {
  body: {
    fileName: string;
    size: number;
    contentType: string;
  };
};
export type MediaUploadPartApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    index: number;
    size: number;
  };
};
export type MediaUploadPartApiArg = {
  uploadId: string;
  index: string;
  body: {
    part: Blob;
  };
};
export type MediaUploadStatusApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    uploadId: string;
    partSize: number;
    parts: number;
    fileName: string;
    size: number;
    contentType: string;
    received: number[];
    missing: number[];
    completed: {
      ossUrl: string;
      size: number;
      contentType: string;
      width: number | null;
      height: number | null;
    } | null;
  };
};
export type MediaUploadStatusApiArg = {
  uploadId: string;
};
export type MediaUploadCompleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    ossUrl: string;
    size: number;
    contentType: string;
    width: number | null;
    height: number | null;
  };
};
export type MediaUploadCompleteApiArg = {
  uploadId: string;
};
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useDevicePictureListQuery,
  useLazyDevicePictureListQuery,
  useStockPictureDeleteMutation,
  useStockPictureRecoverMutation,
  useStockPictureFeedbackMutation,
  useStockInPictureDeleteMutation,
  useStockInPictureRecoverMutation,
  useStockInPictureFeedbackMutation,
  useStockOutPictureDeleteMutation,
  useStockOutPictureRecoverMutation,
  useStockOutPictureFeedbackMutation,
  useCountOrderListQuery,
  useLazyCountOrderListQuery,
  useCountOrderCreateMutation,
  useCountOrderDeleteMutation,
  useCountOrderVerifyMutation,
  useCountReviewSaveMutation,
  useCountImageConfirmMutation,
  useCountOrderDetailQuery,
  useLazyCountOrderDetailQuery,
  useCountImageListQuery,
  useLazyCountImageListQuery,
  useCountImageDeleteMutation,
  useCountImageRecoverMutation,
  useCountImageFeedbackMutation,
  useCountImagePhotoQuery,
  useLazyCountImagePhotoQuery,
  useCountImageVideoQuery,
  useLazyCountImageVideoQuery,
  useMediaUploadBeginMutation,
  useMediaUploadPartMutation,
  useMediaUploadStatusQuery,
  useLazyMediaUploadStatusQuery,
  useMediaUploadCompleteMutation,
} = injectedRtkApi;
