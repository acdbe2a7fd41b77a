// Passwords are stored as argon2id hashes (node:crypto, nothing to download
// or compile) at OWASP's recommended parameters: m=19 MiB, t=2, p=1. The
// parameters travel in the stored string; a hash made with other ones (the
// scrypt N=2^15 of before) still verifies, and needsRehash tells the
// sign-in to store a new one.
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1 };
const KEY_BYTES = 32;
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 200;

const argon2id = (password: string, salt: Buffer, params: typeof ARGON2) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2(
      "argon2id",
      { message: password.normalize("NFC"), nonce: salt, tagLength: KEY_BYTES, ...params },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

const scryptKey = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    // maxmem above 128·N·r, which is exactly the default's limit at N=2^15.
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_BYTES,
      { ...options, maxmem: 256 * options.N! * options.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

const ARGON2_FORMAT = /^argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

/** "argon2id$v=19$m=19456,t=2,p=1$salt$key" (base64url), like the PHC string format. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password, salt, ARGON2);
  return `argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** The hash stored before argon2id (scrypt N=2^15, r=8, p=1): tests make one to check the upgrade. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptKey(password, salt, { N: 2 ** 15, r: 8, p: 1 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  let expected: Buffer;
  let actual: Buffer;
  const a = ARGON2_FORMAT.exec(stored);
  if (a) {
    expected = Buffer.from(a[5]!, "base64url");
    actual = await argon2id(password, Buffer.from(a[4]!, "base64url"), {
      memory: Number(a[1]),
      passes: Number(a[2]),
      parallelism: Number(a[3]),
    });
  } else {
    const [kind, n, r, p, salt, key] = stored.split("$");
    if (kind !== "scrypt" || !salt || !key) return false;
    expected = Buffer.from(key, "base64url");
    actual = await scryptKey(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash not made with today's algorithm and parameters: replaced at the next successful sign-in. */
export const needsRehash = (stored: string) =>
  !stored.startsWith(`argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$`);

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
