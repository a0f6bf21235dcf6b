import { pageResultSchema } from '../../api/common';
import {
  devicePicturePageQuerySchema,
  devicePictureSchema,
  pictureFeedbackSchema,
  pictureIdParamSchema,
  type PictureKind,
  pictureStateSchema,
} from '../../api/device-pictures';
import { type ApiRoute } from '../api-route';

/** The image centre (/imgList/index) hangs off the count-order list in the permission tree. */
const IMAGES = 'countKing/list';

const what: Record<PictureKind, string> = {
  stock: 'a stock log (piece)',
  stockIn: 'a stock-in log',
  stockOut: 'a stock-out log',
};

/** §7 /{kind}/d/delete|recover|feedbackImg/{id} of one kind: the card states of §4. */
const pictureRoutes = <K extends PictureKind>(kind: K) =>
  ({
    delete: {
      method: 'POST',
      path: `/${kind}/d/delete/:id`,
      summary: `Delete the picture card of ${what[kind]} (§4 card state 4 → 0; it stays, to be recovered)`,
      tag: 'device-pictures',
      upstream: 'inventory',
      permission: IMAGES,
      params: pictureIdParamSchema,
      data: pictureStateSchema,
    },
    recover: {
      method: 'POST',
      path: `/${kind}/d/recover/:id`,
      summary: `Recover the deleted picture card of ${what[kind]} (§4 card state 0 → 4)`,
      tag: 'device-pictures',
      upstream: 'inventory',
      permission: IMAGES,
      params: pictureIdParamSchema,
      data: pictureStateSchema,
    },
    feedback: {
      method: 'POST',
      path: `/${kind}/d/feedbackImg/:id`,
      summary: `Report the picture of ${what[kind]} as wrong (§4 picStatus 0 → 5, once; comment optional)`,
      tag: 'device-pictures',
      upstream: 'inventory',
      permission: IMAGES,
      params: pictureIdParamSchema,
      body: pictureFeedbackSchema,
      data: pictureStateSchema,
    },
  }) as const satisfies Record<string, ApiRoute>;

const stock = pictureRoutes('stock');
const stockIn = pictureRoutes('stockIn');
const stockOut = pictureRoutes('stockOut');

/**
 * §2 Images and counts: the pictures measuring devices sent with their logs (inventory keeps them
 * on the logs), beside the count-order photos of /oss/m/pageImg.
 */
export const DEVICE_PICTURE_ROUTES = {
  devicePictureList: {
    method: 'POST',
    path: '/oss/d/pageImg',
    summary:
      '(chosen) The pictures measuring devices sent with their sheets’ logs, one card per log: by transport or sheet number (num), kind, feedback status and sheet days, newest first, 20 per scroll',
    tag: 'device-pictures',
    upstream: 'inventory',
    permission: IMAGES,
    body: devicePicturePageQuerySchema,
    data: pageResultSchema(devicePictureSchema),
  },
  stockPictureDelete: stock.delete,
  stockPictureRecover: stock.recover,
  stockPictureFeedback: stock.feedback,
  stockInPictureDelete: stockIn.delete,
  stockInPictureRecover: stockIn.recover,
  stockInPictureFeedback: stockIn.feedback,
  stockOutPictureDelete: stockOut.delete,
  stockOutPictureRecover: stockOut.recover,
  stockOutPictureFeedback: stockOut.feedback,
} as const satisfies Record<string, ApiRoute>;
