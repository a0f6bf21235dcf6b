/**
 * Stable error codes. Domain code throws a DomainError with one of these keys; one filter per
 * transport maps it to the envelope code, the HTTP status and a message id of the i18n catalogue.
 * 401001, 401008 and 50014 are fixed by spec §8: the web app treats them as "login no longer valid".
 */
export const ERROR_CODES = {
  'COMMON.VALIDATION': { code: 400001, status: 400, messageId: 'server.error.validation' },
  'COMMON.BODY_TOO_LARGE': { code: 413001, status: 413, messageId: 'server.error.bodyTooLarge' },
  'COMMON.NOT_FOUND': { code: 404001, status: 404, messageId: 'server.error.notFound' },
  'COMMON.TIMEOUT': { code: 504001, status: 504, messageId: 'server.error.timeout' },
  'COMMON.UNAVAILABLE': { code: 503001, status: 503, messageId: 'server.error.unavailable' },
  'COMMON.INTERNAL': { code: 500001, status: 500, messageId: 'server.error.internal' },
  'COMMON.FORBIDDEN': { code: 403001, status: 403, messageId: 'server.error.forbidden' },
  'COMMON.IN_USE': { code: 409002, status: 409, messageId: 'server.error.inUse' },
  'AUTH.TOKEN_INVALID': { code: 401001, status: 401, messageId: 'server.error.tokenInvalid' },
  'AUTH.TOKEN_EXPIRED': { code: 401008, status: 401, messageId: 'server.error.tokenExpired' },
  'AUTH.SESSION_ENDED': { code: 50014, status: 401, messageId: 'server.error.sessionEnded' },
  'AUTH.LOGIN_FAILED': { code: 400101, status: 400, messageId: 'server.error.loginFailed' },
  'AUTH.ACCOUNT_DISABLED': { code: 400102, status: 400, messageId: 'server.error.accountDisabled' },
  'AUTH.TOO_MANY_ATTEMPTS': { code: 429101, status: 429, messageId: 'server.error.tooManyAttempts' },
  'AUTH.OLD_PASSWORD_WRONG': { code: 400103, status: 400, messageId: 'server.error.oldPasswordWrong' },
  'AUTH.SMS_CODE_WRONG': { code: 400104, status: 400, messageId: 'server.error.smsCodeWrong' },
  'AUTH.SMS_TOO_SOON': { code: 429102, status: 429, messageId: 'server.error.smsTooSoon' },
  'AUTH.APP_LOGIN_NOT_ALLOWED': { code: 400105, status: 403, messageId: 'server.error.appLoginNotAllowed' },
  'WOOD_KIND.NAME_TAKEN': { code: 400201, status: 409, messageId: 'server.error.woodKindNameTaken' },
  'WOOD_KIND.NOT_FOUND': { code: 404201, status: 404, messageId: 'server.error.woodKindNotFound' },
  'CUSTOMER.NAME_TAKEN': { code: 400301, status: 409, messageId: 'server.error.customerNameTaken' },
  'CUSTOMER.NOT_FOUND': { code: 404301, status: 404, messageId: 'server.error.customerNotFound' },
  'LOCATION.NAME_TAKEN': { code: 400401, status: 409, messageId: 'server.error.locationNameTaken' },
  'LOCATION.NOT_FOUND': { code: 404401, status: 404, messageId: 'server.error.locationNotFound' },
  'WOOD_SPEC.NUMBER_TAKEN': { code: 400501, status: 409, messageId: 'server.error.woodSpecTaken' },
  'WOOD_SPEC.NOT_FOUND': { code: 404501, status: 404, messageId: 'server.error.woodSpecNotFound' },
  'DIAMETER_RANGE.TAKEN': { code: 400601, status: 409, messageId: 'server.error.diameterRangeTaken' },
  'DIAMETER_RANGE.LOWER_ABOVE_UPPER': {
    code: 400602,
    status: 400,
    messageId: 'server.error.diameterRangeLowerAboveUpper',
  },
  'DIAMETER_RANGE.NOT_FOUND': { code: 404601, status: 404, messageId: 'server.error.diameterRangeNotFound' },
  'STANDARD.INVALID': { code: 400701, status: 400, messageId: 'server.error.standardInvalid' },
  'STANDARD.CODE_RESERVED': { code: 400702, status: 409, messageId: 'server.error.standardCodeReserved' },
  'STANDARD.CODE_TAKEN': { code: 400703, status: 409, messageId: 'server.error.standardCodeTaken' },
  'STANDARD.UNKNOWN': { code: 404701, status: 404, messageId: 'server.error.standardUnknown' },
  'STANDARD.CANNOT_MEASURE': { code: 400704, status: 400, messageId: 'server.error.standardCannotMeasure' },
  'SHEET.NOT_FOUND': { code: 404801, status: 404, messageId: 'server.error.sheetNotFound' },
  'SHEET.NOT_EDITABLE': { code: 400801, status: 409, messageId: 'server.error.sheetNotEditable' },
  'SHEET.STILL_MEASURING': { code: 400802, status: 409, messageId: 'server.error.sheetStillMeasuring' },
  'SHEET.NO_CUSTOMER': { code: 400803, status: 400, messageId: 'server.error.sheetNoCustomer' },
  'SHEET.HAS_ABNORMAL_LOGS': { code: 400804, status: 409, messageId: 'server.error.sheetHasAbnormalLogs' },
  'SHEET.UNKNOWN_REFERENCE': { code: 400805, status: 400, messageId: 'server.error.sheetUnknownReference' },
  'STOCK.SHORTFALL': { code: 400806, status: 409, messageId: 'server.error.stockShortfall' },
  'STOCK.NOT_FOUND': { code: 404807, status: 404, messageId: 'server.error.stockNotFound' },
  'STOCK.SAME_LOCATION': { code: 400807, status: 400, messageId: 'server.error.stockSameLocation' },
  'SHEET.MERGE_TOO_FEW': { code: 400808, status: 400, messageId: 'server.error.sheetMergeTooFew' },
  'SHEET.MERGE_MISMATCH': { code: 400809, status: 409, messageId: 'server.error.sheetMergeMismatch' },
  'IMPORT.NO_FILE': { code: 400901, status: 400, messageId: 'server.error.importNoFile' },
  'IMPORT.NOT_XLSX': { code: 400902, status: 400, messageId: 'server.error.importNotXlsx' },
  'IMPORT.ROWS_INVALID': { code: 400903, status: 400, messageId: 'server.error.importRowsInvalid' },
  'IMPORT.EMPTY': { code: 400904, status: 400, messageId: 'server.error.importEmpty' },
  // diameter edit and abnormal wood (codes 400810-400829, 404810-404829)
  'SHEET.NOTHING_TO_MODIFY': { code: 400810, status: 400, messageId: 'server.error.sheetNothingToModify' },
  'SHEET.LOGS_NOT_ON_SHEET': { code: 400811, status: 400, messageId: 'server.error.sheetLogsNotOnSheet' },
  'SHEET.WOULD_BE_EMPTY': { code: 400812, status: 409, messageId: 'server.error.sheetWouldBeEmpty' },
  'SHEET.FLAG_MISMATCH': { code: 400813, status: 400, messageId: 'server.error.sheetFlagMismatch' },
  // diameter data detail and stock pieces (codes 400830-400849, 404830-404849)
  'STOCK.PIECES_OUT_OF_STEP': { code: 400830, status: 409, messageId: 'server.error.stockPiecesOutOfStep' },
  // list workbooks (codes 400910-400929)
  'EXPORT.TOO_MANY_ROWS': { code: 400910, status: 400, messageId: 'server.error.exportTooManyRows' },
  // device list, settings and log (codes 402100-402199, any status)
  'DEVICE.NO_TAKEN': { code: 402101, status: 409, messageId: 'server.error.deviceNoTaken' },
  'DEVICE.NOT_FOUND': { code: 402102, status: 404, messageId: 'server.error.deviceNotFound' },
  'DEVICE.STANDARDS_EMPTY': { code: 402103, status: 400, messageId: 'server.error.deviceStandardsEmpty' },
  'DEVICE.STANDARD_UNKNOWN': { code: 402104, status: 400, messageId: 'server.error.deviceStandardUnknown' },
  // device users, app users and IP cameras (codes 402200-402299, any status)
  'DEVICE_USER.NAME_TAKEN': { code: 402201, status: 409, messageId: 'server.error.deviceUserNameTaken' },
  'DEVICE_USER.NOT_FOUND': { code: 402202, status: 404, messageId: 'server.error.deviceUserNotFound' },
  'APP_USER.NAME_TAKEN': { code: 402211, status: 409, messageId: 'server.error.appUserNameTaken' },
  'APP_USER.NOT_FOUND': { code: 402212, status: 404, messageId: 'server.error.appUserNotFound' },
  'CAMERA.NUMBER_TAKEN': { code: 402221, status: 409, messageId: 'server.error.cameraNumberTaken' },
  'CAMERA.NOT_FOUND': { code: 402222, status: 404, messageId: 'server.error.cameraNotFound' },
  'CAMERA.NOT_CSV': { code: 402223, status: 400, messageId: 'server.error.cameraNotCsv' },
  'CAMERA.CSV_EMPTY': { code: 402224, status: 400, messageId: 'server.error.cameraCsvEmpty' },
  'CAMERA.CSV_HEADER': { code: 402225, status: 400, messageId: 'server.error.cameraCsvHeader' },
  // ingest: enrolment, device credentials, measurement sheets (codes 402300-402399, any status)
  'INGEST.DEVICE_NOT_READY': { code: 402301, status: 409, messageId: 'server.error.ingestDeviceNotReady' },
  'INGEST.CODE_INVALID': { code: 402302, status: 400, messageId: 'server.error.ingestCodeInvalid' },
  'INGEST.CODE_EXPIRED': { code: 402303, status: 400, messageId: 'server.error.ingestCodeExpired' },
  'INGEST.CREDENTIAL_INVALID': {
    code: 402304,
    status: 401,
    messageId: 'server.error.ingestCredentialInvalid',
  },
  'INGEST.CREDENTIAL_REVOKED': {
    code: 402305,
    status: 401,
    messageId: 'server.error.ingestCredentialRevoked',
  },
  'INGEST.DEVICE_OFF': { code: 402306, status: 401, messageId: 'server.error.ingestDeviceOff' },
  'INGEST.UNKNOWN_STANDARD': { code: 402307, status: 400, messageId: 'server.error.ingestUnknownStandard' },
  'INGEST.UNKNOWN_REFERENCE': { code: 402308, status: 400, messageId: 'server.error.ingestUnknownReference' },
  'INGEST.KEY_REUSED': { code: 402309, status: 409, messageId: 'server.error.ingestKeyReused' },
  'INGEST.DEVICE_NOT_FOUND': { code: 402310, status: 404, messageId: 'server.error.ingestDeviceNotFound' },
} as const satisfies Record<string, { code: number; status: number; messageId: string }>;

export type ErrorKey = keyof typeof ERROR_CODES;

/** The codes after which the web app asks the user to log in again (spec §8). */
export const LOGIN_INVALID_CODES: readonly number[] = [401001, 401008, 50014];
