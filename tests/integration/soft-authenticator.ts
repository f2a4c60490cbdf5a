// A software WebAuthn authenticator for the passkey tests, in node:crypto alone (no dependency):
// each credential is an ES256 (P-256) key pair with a random id. register() answers a
// navigator.credentials.create() the way a platform authenticator does (attestation "none"),
// authenticate() answers navigator.credentials.get() with a DER ECDSA-SHA256 signature over
// authenticatorData || sha256(clientDataJSON). Options let a test lie where a real device or an
// attacker could: another origin, another relying-party id, no user verification, any counter.
// Byte layouts: https://www.w3.org/TR/webauthn-3/#sctn-authenticator-data and RFC 8949 (CBOR).
import crypto from "node:crypto";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

// ---- A tiny CBOR encoder: unsigned and negative integers, byte and text strings, maps. ----

export type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(value, 1);
    return out;
  }
  if (value < 0x1_0000_0000) {
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(value, 1);
    return out;
  }
  throw new Error(`CBOR: ${value} is too large for this encoder`);
}

/** Canonical (shortest) encoding; map entries keep their insertion order. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new Error("CBOR: integers only");
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

// ---- The authenticator. ----

const sha256 = (data: Buffer | string) => crypto.createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export type SoftCredential = {
  /** base64url, as the browser reports it (id and rawId). */
  id: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  /** base64url of the user handle the relying party gave at registration (options.user.id). */
  userHandle: string;
  rpId: string;
};

type Ceremony = {
  /** What the browser writes into clientDataJSON: the page's origin. */
  origin: string;
  /** The relying-party id whose SHA-256 starts authenticatorData. */
  rpId: string;
  /** User verified (face, fingerprint, PIN); default true. */
  uv?: boolean;
  /** User present; default true. */
  up?: boolean;
  /** The signature counter written into authenticatorData; default 0. */
  counter?: number;
  /** clientDataJSON's type; default the ceremony's own ("webauthn.create" / "webauthn.get"). */
  type?: string;
};

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter, 0);
  return Buffer.concat([
    sha256(rpId),
    Buffer.from([flags]),
    counterBytes,
    attested ?? Buffer.alloc(0),
  ]);
}

/** The credential's public key as a COSE_Key: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}. */
function coseKey(publicKey: crypto.KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
}

/** One device holding passkeys: register() makes one, authenticate() signs with one. */
export class SoftAuthenticator {
  readonly credentials = new Map<string, SoftCredential>();

  /**
   * navigator.credentials.create(): a new credential (or, with `reuse`, one this device already
   * holds, as a cloned or replayed credential would be). Refuses like a browser when one of its
   * credentials is in options.excludeCredentials (unless `ignoreExclude`).
   */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    ceremony: Ceremony & {
      /** Backup eligible / backed up (a synced passkey): the BE and BS flags. */
      synced?: boolean;
      reuse?: string;
      ignoreExclude?: boolean;
    },
  ): RegistrationResponseJSON {
    const { origin, rpId, uv = true, up = true, counter = 0, synced = false } = ceremony;
    if (!ceremony.ignoreExclude) {
      for (const excluded of options.excludeCredentials ?? []) {
        if (this.credentials.has(excluded.id))
          throw new Error(
            "InvalidStateError: this authenticator already holds an excluded credential",
          );
      }
    }
    let credential = ceremony.reuse ? this.credentials.get(ceremony.reuse) : undefined;
    if (ceremony.reuse && !credential) throw new Error(`No credential ${ceremony.reuse} to reuse`);
    if (!credential) {
      const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
      credential = {
        id: b64url(crypto.randomBytes(16)),
        privateKey,
        publicKey,
        userHandle: options.user.id,
        rpId,
      };
      this.credentials.set(credential.id, credential);
    }
    const rawId = Buffer.from(credential.id, "base64url");
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length, 0);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      rawId,
      coseKey(credential.publicKey),
    ]);
    const flags =
      (up ? FLAG_UP : 0) | (uv ? FLAG_UV : 0) | FLAG_AT | (synced ? FLAG_BE | FLAG_BS : 0);
    const authData = authenticatorData(rpId, flags, counter, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const spki = credential.publicKey.export({ format: "der", type: "spki" });
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(
          clientData(ceremony.type ?? "webauthn.create", options.challenge, origin),
        ),
        attestationObject: b64url(attestationObject),
        authenticatorData: b64url(authData),
        transports: ["internal"],
        publicKeyAlgorithm: -7,
        publicKey: b64url(spki),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): an assertion by `credentialId`, else by the first of
   * options.allowCredentials this device holds, else by its newest credential (a discoverable
   * passkey the person picked). `userHandle` replaces the one stored at registration.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: Ceremony & { credentialId?: string; userHandle?: string },
  ): AuthenticationResponseJSON {
    const { origin, rpId, uv = true, up = true, counter = 0 } = ceremony;
    const allowed = (options.allowCredentials ?? []).find((c) => this.credentials.has(c.id));
    const id = ceremony.credentialId ?? allowed?.id ?? [...this.credentials.keys()].at(-1);
    const credential = id ? this.credentials.get(id) : undefined;
    if (!credential) throw new Error("NotAllowedError: no credential on this authenticator");
    const authData = authenticatorData(rpId, (up ? FLAG_UP : 0) | (uv ? FLAG_UV : 0), counter);
    const clientDataJSON = clientData(ceremony.type ?? "webauthn.get", options.challenge, origin);
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: ceremony.userHandle ?? credential.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
