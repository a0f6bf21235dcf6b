// The demo tenants, their users and logins, the free trial, and their money in billing's ledger.
import { hashPassword } from '@timber/auth';
import { allPermissionKeys, clientPasswordHash, USER_TYPE } from '@timber/contracts';
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';

export interface DemoLogin {
  username: string;
  password: string;
  role: string;
}

/** The logins the start command prints; tests log in with them too. */
export const DEMO_LOGINS = {
  admin: { username: 'admin', password: 'Admin123', role: 'super administrator, Demo Timber' },
  clerk: {
    username: 'clerk',
    password: 'Clerk123',
    role: 'ordinary user (wood kinds, warehouses), Demo Timber',
  },
  arrears: { username: 'arrears', password: 'Arrears123', role: 'super administrator of an overdue account' },
} as const satisfies Record<string, DemoLogin>;

/**
 * The demo tenant's shared free-trial user (§2 Login's link): identity's TRIAL_ACCOUNT under
 * `npm start` and the browser tests. It has no usable password (POST /sys/user/trial signs in
 * without one) and a group of every screen but the system menu (account management, settings).
 */
export const DEMO_TRIAL_ACCOUNT = 'trial';
/** The screens of the trial group: all of the tree but the system branch. */
export const DEMO_TRIAL_PATHS = allPermissionKeys().filter(
  (key) => key !== 'system' && !key.startsWith('system/'),
);

export const DEMO_TENANT_ID = '00000000-0000-4000-8000-000000000001';
export const ARREARS_TENANT_ID = '00000000-0000-4000-8000-000000000002';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000101';
const CLERK_ID = '00000000-0000-4000-8000-000000000102';
const ARREARS_ID = '00000000-0000-4000-8000-000000000103';
const TRIAL_ID = '00000000-0000-4000-8000-000000000104';
const CLERK_GROUP_ID = '00000000-0000-4000-8000-000000000201';
const TRIAL_GROUP_ID = '00000000-0000-4000-8000-000000000202';
export const demoId = (block: number, index: number): string =>
  `00000000-0000-4000-8000-000000000${block}${String(index).padStart(2, '0')}`;

/** The demo tenants: Demo Timber, and Arrears Sawmill (overdue). */
export async function seedTenants(client: Client): Promise<void> {
  await client.query(
    `insert into identity.tenants (id, number, name, short_name, overdue, arrears_revision, address)
     values ($1, 'T0001', 'Demo Timber Trading Co.', 'Demo Timber', false, 0, '8 Sawmill Lane, Harbour District'),
            ($2, 'T0002', 'Arrears Sawmill Ltd.', 'Arrears Sawmill', true, 1, '')
     on conflict (id) do nothing`,
    [DEMO_TENANT_ID, ARREARS_TENANT_ID],
  );
}

/** The demo tenants' administrators and clerk, and the clerk's permission group. */
export async function seedUsers(client: Client): Promise<void> {
  const users = [
    [
      ADMIN_ID,
      DEMO_TENANT_ID,
      DEMO_LOGINS.admin,
      'Administrator',
      USER_TYPE.SUPER_ADMIN,
      false,
      '13800000001',
      'admin@demo-timber.example',
    ],
    [
      CLERK_ID,
      DEMO_TENANT_ID,
      DEMO_LOGINS.clerk,
      'Yard Clerk',
      USER_TYPE.ORDINARY,
      true,
      '13800000002',
      'clerk@demo-timber.example',
    ],
    [
      ARREARS_ID,
      ARREARS_TENANT_ID,
      DEMO_LOGINS.arrears,
      'Arrears Admin',
      USER_TYPE.SUPER_ADMIN,
      false,
      '13800000003',
      'arrears@arrears-sawmill.example',
    ],
  ] as const;
  for (const [id, tenantId, login, realName, type, defaultPassword, phone, email] of users) {
    const exists = await client.query(`select 1 from identity.users where id = $1`, [id]);
    if (exists.rowCount === 0) {
      await client.query(
        `insert into identity.users (id, tenant_id, username, real_name, phone, email, type, status, password_hash, default_password)
         values ($1, $2, $3, $4, $8, $9, $5, 1, $6, $7)`,
        [
          id,
          tenantId,
          login.username,
          realName,
          type,
          await hashPassword(clientPasswordHash(login.password)),
          defaultPassword,
          phone,
          email,
        ],
      );
    }
  }
  await client.query(
    `insert into identity.permission_groups (id, tenant_id, perm_name, perm_desc, paths)
     values ($1, $2, 'Yard clerks', 'Master data: wood kinds and warehouses', $3)
     on conflict (id) do nothing`,
    [CLERK_GROUP_ID, DEMO_TENANT_ID, ['info', 'info/woodType', 'info/warehouse']],
  );
  await client.query(
    `insert into identity.user_groups (tenant_id, user_id, group_id) values ($1, $2, $3) on conflict do nothing`,
    [DEMO_TENANT_ID, CLERK_ID, CLERK_GROUP_ID],
  );
}

/**
 * The demo tenants' money, in billing's ledger (billing owns it; identity's overdue flag above is
 * its copy, revision 1): Demo Timber recharged 1,200.00 with a credit limit of 5,000.00; Arrears
 * Sawmill owes 350.00 with no credit, so it is overdue. Each opening movement has a fixed id and
 * its two legs are written only when the movement is new.
 */
export async function seedMoney(client: Client): Promise<void> {
  await client.query(
    `insert into billing.accounts (tenant_id, credit_limit_cents, overdue, arrears_revision)
     values ($1, 500000, false, 0), ($2, 0, true, 1)
     on conflict (tenant_id) do nothing`,
    [DEMO_TENANT_ID, ARREARS_TENANT_ID],
  );
  const opening = [
    // id, tenant, kind (1 consumption, 2 recharge), fee item, cents, remark
    [demoId(9, 0), DEMO_TENANT_ID, 2, null, 120000, 'opening balance'],
    [demoId(9, 1), ARREARS_TENANT_ID, 1, 'monthly', 35000, 'opening balance'],
  ] as const;
  for (const [id, tenantId, kind, feeItem, cents, remark] of opening) {
    await client.query(
      `with movement as (
         insert into billing.movements (id, tenant_id, kind, fee_item, source_key, remark, unit_price_cents,
                                        amount_cents, occurred_at)
         values ($1, $2, $3, $4, 'seed:opening', $6, $5, $5, now())
         on conflict do nothing
         returning id, tenant_id, kind, amount_cents)
       insert into billing.entries (tenant_id, movement_id, account, amount_cents)
       select tenant_id, id, leg.account, leg.amount
         from movement,
              lateral (values (case when kind = 1 then 'customer' else 'payments' end, -amount_cents),
                              (case when kind = 1 then 'usage' else 'customer' end, amount_cents))
                as leg (account, amount)`,
      [id, tenantId, kind, feeItem, cents, remark],
    );
  }
}

/** The free-trial user and its group (no phone or mailbox: nobody resets its password). */
export async function seedTrial(client: Client): Promise<void> {
  await client.query(
    `insert into identity.users (id, tenant_id, username, real_name, type, status, password_hash, default_password)
     values ($1, $2, $3, 'Trial', $4, 1, $5, false)
     on conflict (id) do nothing`,
    [
      TRIAL_ID,
      DEMO_TENANT_ID,
      DEMO_TRIAL_ACCOUNT,
      USER_TYPE.ORDINARY,
      // a password nobody knows: the trial signs in without one
      await hashPassword(randomBytes(32).toString('hex')),
    ],
  );
  await client.query(
    `insert into identity.permission_groups (id, tenant_id, perm_name, perm_desc, paths)
     values ($1, $2, 'Trial', 'The free trial: every screen but the system menu', $3)
     on conflict (id) do nothing`,
    [TRIAL_GROUP_ID, DEMO_TENANT_ID, DEMO_TRIAL_PATHS],
  );
  await client.query(
    `insert into identity.user_groups (tenant_id, user_id, group_id) values ($1, $2, $3) on conflict do nothing`,
    [DEMO_TENANT_ID, TRIAL_ID, TRIAL_GROUP_ID],
  );
}
