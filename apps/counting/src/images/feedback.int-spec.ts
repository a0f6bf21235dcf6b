import { type CountCreated, type CountImageCard, type PageResult } from '@timber/contracts';
import { expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TENANT_B, useCountingSuite } from '../testing/counting-suite';

describe('counting: count orders, images and reviews (real PostgreSQL, Redis, BullMQ, worker)', () => {
  const suite = useCountingSuite();
  const { upload } = suite;

  it('feedback on a recognition (§4 picStatus 0 → 5, once): who, when, the comment, an event for the provider', async () => {
    const tenant = randomUUID();
    const as = await suite.counting.clientFor(tenant);
    const created = await as.ok<CountCreated>('POST', '/count/create', {
      ossUrl: await upload(suite.photos[0], 'image/jpeg', tenant),
      ossType: 1,
    });
    const imgId = created.imageIds[0]!;
    const card = async () =>
      (await as.ok<PageResult<CountImageCard>>('POST', '/count/img/page', { page: 1, pageSize: 20 }))
        .records[0]!;
    await expectEventually(async () => expect((await card()).status).toBe(10), 60_000, 100);
    expect(await card()).toMatchObject({
      picStatus: 0,
      feedbackTime: null,
      feedbackBy: null,
      feedbackComment: null,
    });

    // an image still waiting for its result has nothing to report yet
    await suite.admin.query('update counting.count_images set status = 5 where id = $1', [imgId]);
    const early = await as.post(`/oss/feedback/${imgId}`, {});
    expect([early.status, early.body.code]).toEqual([409, 402417]);
    await suite.admin.query('update counting.count_images set status = 10 where id = $1', [imgId]);
    // bad bodies and ids, another company's image
    expect((await as.post(`/oss/feedback/${imgId}`, { comment: 'x'.repeat(501) })).body.code).toBe(400001);
    expect((await as.post(`/oss/feedback/${imgId}`, { extra: 1 })).body.code).toBe(400001);
    expect((await as.post('/oss/feedback/abc', {})).body.code).toBe(400001);
    expect(
      (await (await suite.counting.clientFor(TENANT_B)).post(`/oss/feedback/${imgId}`, {})).body.code,
    ).toBe(402409);

    const sent = await as.ok<{ picStatus: number; feedbackTime: string }>('POST', `/oss/feedback/${imgId}`, {
      comment: '  two logs missed at the top  ',
    });
    expect(sent).toMatchObject({
      picStatus: 5,
      feedbackBy: 'counter',
      feedbackComment: 'two logs missed at the top',
    });
    expect(await card()).toMatchObject({ ...sent, id: imgId });
    // once: a second feedback is refused and changes nothing
    const again = await as.post(`/oss/feedback/${imgId}`, { comment: 'again' });
    expect([again.status, again.body.code]).toEqual([409, 402418]);
    expect((await card()).feedbackComment).toBe('two logs missed at the top');
    const events = await suite.admin.query<{ payload: unknown; tenant_id: string }>(
      `select payload, tenant_id from counting.outbox where type = 'counting.feedback.submitted'`,
    );
    expect(events.rows).toEqual([
      {
        tenant_id: tenant,
        payload: {
          tenantId: tenant,
          orderId: created.id,
          imageId: imgId,
          modelVersion: expect.any(String) as string,
        },
      },
    ]);
  });
});
