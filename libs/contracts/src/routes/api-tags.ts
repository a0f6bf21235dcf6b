import { type Upstream } from './api-route';

/**
 * The bounded contexts behind /api, one per service a route goes to (ApiRoute.upstream): the
 * groups of the OpenAPI document's tags (x-tagGroups), each with what it owns.
 */
export const API_CONTEXTS: Record<Upstream, { name: string; description: string }> = {
  identity: {
    name: 'Identity',
    description:
      'Logins and sessions of the back office and the mobile app, the own account and settings, users and permission groups, the operation log.',
  },
  inventory: {
    name: 'Inventory',
    description:
      'Master data (wood kinds, specifications, diameter ranges, customers, yard locations, custom standards), stock-in and stock-out sheets measured log by log, stock, counts, diameter sheets, stock age and statistics.',
  },
  devices: {
    name: 'Devices',
    description:
      'The registry of measuring devices and cameras, and the accounts of the mobile app and devices.',
  },
  ingest: {
    name: 'Ingest',
    description: 'The device-facing side: enrolling a measuring device and revoking its credentials.',
  },
  counting: {
    name: 'Counting',
    description:
      'Photo and video counting of log ends: count orders, their images, media uploads and review.',
  },
  orders: {
    name: 'Orders',
    description: 'Orders settling confirmed sheets, and the share links that show them publicly.',
  },
  sawing: {
    name: 'Sawing',
    description:
      'Sawing records, the real-time saw board, the benches and the H5 saw pages, the mobile app’s bench calls.',
  },
  billing: {
    name: 'Billing',
    description:
      'The tenant’s account and fees, recharges through the payment providers, the ledger and invoices.',
  },
};

/**
 * What each tag of the catalogue (ApiRoute.tag) covers: the OpenAPI document declares every tag
 * with this text. A tag not named here is still declared, with its context's description.
 */
export const API_TAGS: Readonly<Record<string, string>> = {
  auth: 'Logging in and out (back office, mobile app), check codes, password reset, and the logged-in user’s own data: profile, password, account centre, layout settings, hidden columns, permission tree.',
  accounts: 'Account management: the tenant’s administrator users, permission groups and operation log.',
  standards:
    'Measurement standards: the ones offered, the tenant’s custom standards, and one log measured under a standard.',
  statistics: 'The dashboard’s figures and charts.',
  'wood-kinds': 'Wood kinds (master data).',
  customers: 'Customers (master data).',
  locations: 'Yard locations (master data).',
  'wood-specs': 'Wood specifications (master data).',
  'diameter-ranges': 'Diameter ranges used to class logs (master data).',
  lookups:
    'Read-only look-ups of master data (wood kinds, locations, customers, diameter ranges) for the screens that filter by them: allowed to whoever holds such a screen, without the master-data screens themselves.',
  sheets: 'Stock-in and stock-out sheets: lists, details, logs, confirmation, imports, exports and prints.',
  stock:
    'Stock rows by yard location and wood kind, their pieces and pictures, transfers, truck data and exports.',
  'stock-count': 'Stock counts: count plans, their details and the adjustments they make.',
  'diameter-sheets': 'Checked and purchase diameter sheets of a stock-in sheet.',
  'stock-age': 'Stock-age rules and the stock rows that stay in the yard past them.',
  'device-pictures':
    'The pictures measuring devices sent with their logs, and the picture cards of stock, stock-in and stock-out logs (delete, recover, report as wrong).',
  devices:
    'Measuring devices: registry, standards, status, the device log, enrolment and revoking its credentials.',
  'device-users': 'Device users: the operators of the measuring devices.',
  'app-users': 'Mobile app users, their check code and login.',
  cameras: 'IP cameras: the list, adding, editing, renumbering and importing them.',
  counting: 'Count orders, their images and review.',
  media: 'Uploading photos and videos in parts for counting.',
  orders:
    'Orders settling sheets, their checks, logs and exports, and the share links of the public order page.',
  sawing:
    'Saw benches, sawing orders and their specifications and logs, rankings, manual bench records and processing prices.',
  'sawing-live': 'The real-time saw board, the benches, the H5 saw pages and the mobile app’s bench calls.',
  billing:
    'The tenant’s account and fees, recharges and the payment providers’ notifications, the ledger and invoices.',
};
