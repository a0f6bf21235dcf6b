import argon2 from 'argon2';

/**
 * Stores a slow hash (argon2id) of what the client sends (itself a sha256 of the password,
 * see clientPasswordHash). Parameters follow OWASP's argon2id minimum (19 MiB, 2 passes).
 */
export const hashPassword = (clientHash: string): Promise<string> =>
  argon2.hash(clientHash, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export const verifyPassword = (storedHash: string, clientHash: string): Promise<boolean> =>
  argon2.verify(storedHash, clientHash).catch(() => false);
