import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const devicesConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3103),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9403),
  /**
   * Encrypts the IP cameras' admin passwords at rest (AES-256-GCM, key = sha256 of this text); they
   * are needed later to pull the RTSP streams. The default is for development only: set a secret
   * of your own in production, and keep it (changing it makes the stored passwords unreadable).
   */
  CAMERA_SECRET_KEY: z.string().min(16).default('dev-only-camera-secret-change-me'),
});
export type DevicesConfig = z.infer<typeof devicesConfigSchema>;

export const DEVICES_CONFIG = Symbol('DEVICES_CONFIG');

export const readDevicesConfig = (): DevicesConfig => loadConfig(devicesConfigSchema);
