import { type CustomStandard, type MeasureLogResponse, type PageResult } from '@timber/contracts';
import { startTestStack, type TestStack } from '@timber/testing';
import { findPreset } from '@timber/volume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A tenant's own standard through the BFF: defined, used, kept to its tenant, changed, deleted. */
describe('tenant standards (real processes, PostgreSQL)', () => {
  let system: TestStack;
  const base = findPreset('ch_sd')!;
  const contract = {
    ...base,
    code: 'contract_18',
    name: 'Contract 18',
    assumptions: 'Buyer contract: short diameter, round up from 1.8 cm.',
    diameter: {
      ...base.diameter,
      classes: base.diameter.classes.map((band) =>
        band.fromCm >= 14 ? { ...band, roundUpFromCm: 1.8 } : band,
      ),
    },
  };
  const log = { minDiameter: 29.6, maxDiameter: 31, length: 6 };

  beforeAll(async () => {
    system = await startTestStack('standards');
  });
  afterAll(() => system.stop());

  it('measures under a preset without any set-up', async () => {
    const api = await system.loginAs('clerk');
    const result = await api.ok<MeasureLogResponse>('POST', '/standard/measure', {
      standard: 'ch',
      minDiameter: 30,
      maxDiameter: 31,
      length: 6.8,
    });
    expect(result).toMatchObject({ standard: 'ch', diameterClass: 30, lengthClass: 6.8, volume: 0.636 });
    expect(result.explanation).not.toBe('');
  });

  it('defines a standard, lists it and measures with it', async () => {
    const api = await system.loginAs('admin');
    const created = await api.ok<{ id: string; code: string }>('POST', '/standard/custom/save', {
      definition: contract,
    });
    expect(created.code).toBe('contract_18');
    const list = await api.ok<PageResult<CustomStandard>>('POST', '/standard/custom/pageData', {
      page: 1,
      pageSize: 20,
    });
    expect(list.records.map((r) => r.code)).toEqual(['contract_18']);
    const preset = await api.ok<MeasureLogResponse>('POST', '/standard/measure', {
      standard: 'ch_sd',
      ...log,
    });
    const own = await api.ok<MeasureLogResponse>('POST', '/standard/measure', {
      standard: 'contract_18',
      ...log,
    });
    expect([preset.diameterClass, own.diameterClass]).toEqual([30, 28]);
    expect(own.volume).toBeLessThan(preset.volume);
    const twice = await api.post('/standard/custom/save', { definition: contract });
    expect(twice.body.code).toBe(400703);
  });

  it('explains what is wrong with a definition, field by field, and keeps preset codes', async () => {
    const api = await system.loginAs('admin', 'es');
    const broken = await api.post('/standard/custom/save', {
      definition: { ...contract, code: 'x_1', precision: 'lots' },
    });
    expect(broken.body.code).toBe(400701);
    expect(broken.body.msg).toMatch(/^La definición del estándar no es válida: precision/);
    const reserved = await api.post('/standard/custom/save', {
      definition: { ...contract, code: 'rus_stp' },
    });
    expect(reserved.body.code).toBe(400702);
  });

  it("keeps a tenant's standards to itself", async () => {
    const other = await system.loginAs('arrears');
    const list = await other.ok<PageResult<CustomStandard>>('POST', '/standard/custom/pageData', {
      page: 1,
      pageSize: 20,
    });
    expect(list.total).toBe(0);
    const refused = await other.post('/standard/measure', { standard: 'contract_18', ...log });
    expect(refused.body).toMatchObject({ code: 404701, msg: 'Unknown standard "contract_18"' });
  });

  it('lets only holders of the settings permission define standards', async () => {
    const clerk = await system.loginAs('clerk');
    expect((await clerk.post('/standard/custom/save', { definition: contract })).body.code).toBe(403001);
  });

  it('changes and deletes a standard', async () => {
    const api = await system.loginAs('admin');
    const [row] = (
      await api.ok<PageResult<CustomStandard>>('POST', '/standard/custom/pageData', { page: 1, pageSize: 20 })
    ).records;
    await api.ok('POST', '/standard/custom/update', {
      id: row!.id,
      definition: { ...contract, name: 'Contract 18 (2027)' },
    });
    const renamed = await api.ok<PageResult<CustomStandard>>('POST', '/standard/custom/pageData', {
      page: 1,
      pageSize: 20,
    });
    expect(renamed.records[0]?.name).toBe('Contract 18 (2027)');
    await api.ok('POST', `/standard/custom/del/${row!.id}`);
    expect((await api.post('/standard/measure', { standard: 'contract_18', ...log })).body.code).toBe(404701);
  });
});
