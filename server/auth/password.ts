// Passwords are stored as scrypt hashes (node:crypto, memory-hard, nothing to
// download or compile): N=2^15, r=8, p=1 takes 32 MiB and ~100 ms per try on
// one core, so a stolen table costs an attacker the same per guess. The
// parameters travel in the stored string, so raising them later still
// verifies older hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 200;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    // maxmem above 128·N·r, which is exactly the default's limit at N=2^15.
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...options, maxmem: 256 * options.N! * options.r! }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** "scrypt$N$r$p$salt$key" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified when the email is unknown so the answer takes as long as for a real account. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

/** Why a new password is refused (Spanish), or undefined. */
export function passwordProblem(password: string, repeat: string): string | undefined {
  if (password.length < MIN_PASSWORD) return `La contraseña necesita al menos ${MIN_PASSWORD} caracteres.`;
  if (password.length > MAX_PASSWORD) return `La contraseña puede tener como mucho ${MAX_PASSWORD} caracteres.`;
  if (password !== repeat) return "Las dos contraseñas no coinciden.";
  return undefined;
}
